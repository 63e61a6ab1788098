import { empresasMessages, endpoints, type EmpresaRow } from '@matriz/contracts';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCliente, createRede, createUser, signIn } from '../../../test/fixtures.ts';
import { withTenant } from '../../db/index.ts';
import { regraAcessoMarca, relatorio, usuario } from '../../db/schema/index.ts';
import { resolveScope, SCOPE_FORBIDDEN } from '../access/scope.ts';
import { createOpcoesRede } from '../opcoes/rede.fixtures.ts';
import type { ReportWriter } from '../../xlsx/report-kind.ts';
import { empresasReport } from './empresas-report.ts';

const e = endpoints.empresas;
let t: TestApp;
let rede: Awaited<ReturnType<typeof createOpcoesRede>>;
const h = {} as Record<'admin' | 'm1' | 'vazio' | 'dre' | 'exportM1' | 'starter', Record<string, string>>;
let exportM1RegraId: string;
let grande: { clienteId: string; headers: Record<string, string> };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.tdb.ownerDb;
  rede = await createOpcoesRede(db);
  const clienteId = rede.a.id;
  await createUser(db, clienteId, {
    email: 'dre@empresas.dev',
    acessos: [{ nome: 'DRE', acoes: ['Obter'] }],
  });
  const exportM1 = await createUser(db, clienteId, {
    email: 'export-m1@empresas.dev',
    acessos: [{ nome: 'Empresa', acoes: ['Obter', 'Exportar'] }],
  });
  exportM1RegraId = exportM1.regraId;
  await db
    .insert(regraAcessoMarca)
    .values({ clienteId, regraAcessoId: exportM1.regraId, marcaId: rede.a.marcaId });
  const starter = await createCliente(db, { plano: 'Starter' });
  await createUser(db, starter.id, { email: 'admin@starter-empresas.dev' });
  // a network of 30 stores, for paging
  const c = await createCliente(db);
  for (let i = 1; i <= 30; i++) await createRede(db, c.id, c.marcaId, `Loja ${String(i).padStart(2, '0')}`);
  await createUser(db, c.id, { email: 'admin@grande.dev' });

  h.admin = (await signIn(t.app, rede.emails.admin)).headers;
  h.m1 = (await signIn(t.app, rede.emails.m1)).headers;
  h.vazio = (await signIn(t.app, rede.emails.vazio)).headers;
  h.dre = (await signIn(t.app, 'dre@empresas.dev')).headers;
  h.exportM1 = (await signIn(t.app, 'export-m1@empresas.dev')).headers;
  h.starter = (await signIn(t.app, 'admin@starter-empresas.dev')).headers;
  grande = { clienteId: c.id, headers: (await signIn(t.app, 'admin@grande.dev')).headers };
});
afterAll(() => t.close());

const list = async (query: Record<string, string> = {}, headers = h.admin) => {
  const res = await t.app.inject({ method: 'GET', url: e.listar, query, headers });
  return { status: res.statusCode, body: res.json() };
};
const names = async (query: Record<string, string> = {}, headers = h.admin) => {
  const { status, body } = await list(query, headers);
  expect(status, JSON.stringify(query)).toBe(200);
  return (body.empresas as EmpresaRow[]).map((r) => r.nickname);
};

describe('GET LISTAR_EMPRESAS', () => {
  it('answers the spec columns, by razaoSocial, with page and total', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.page).toBe(1);
    expect(body.total).toBe(4);
    expect(body.empresas.map((r: EmpresaRow) => r.razaoSocial)).toEqual([
      'Antiga Ltda',
      'Leste Ltda',
      'Norte Ltda',
      'Sul Ltda',
    ]);
    expect(body.empresas[2]).toEqual({
      _id: rede.norte.empresaId,
      razaoSocial: 'Norte Ltda',
      nomeGrupo: 'Grupo Norte',
      codigoLoja: 'L01',
      nomeFantasia: 'Norte Shopping',
      nickname: 'Norte',
      m2: 120.5,
      cnpj: expect.stringMatching(/^\d{14}$/),
    });
    expect(JSON.stringify(body)).not.toContain('Estrangeira');
  });

  it('filters by text (ILIKE, wildcards taken literally)', async () => {
    expect(await names({ razaoSocial: 'NORTE' })).toEqual(['Norte']);
    expect(await names({ apelido: 'su' })).toEqual(['Sul']);
    expect(await names({ nomeFantasia: '%' })).toEqual(['Leste']);
    expect(await names({ nomeFantasia: '_' })).toEqual(['Leste']);
    expect(await names({ nomeFantasia: 'shopping' })).toEqual(['Norte']);
    expect(await names({ nomeGrupo: 'grupo s' })).toEqual(['Sul']);
    expect(await names({ codigoGrupo: 'g-1' })).toEqual(['Norte']);
    expect(await names({ codigoLoja: 'L0' })).toHaveLength(4);
    expect(await names({ codigoLoja: 'L04' })).toEqual(['Sul']);
  });

  it('filters by the multi-selects, joined by comma or semicolon', async () => {
    expect(await names({ tipoDeEstabelecimento: 'Shopping,Quiosque' })).toEqual(['Norte', 'Sul']);
    expect(await names({ localEstabelecimento: 'Interior' })).toEqual(['Leste']);
    expect(await names({ codigoEstado: 'SP;RJ' })).toEqual(['Antiga', 'Leste', 'Norte']);
    expect(await names({ codigoEstado: '35' })).toEqual(['Antiga', 'Norte']);
    expect(await names({ codigoCidade: '3550308;4314902' })).toEqual(['Norte', 'Sul']);
    expect(await names({ marcas: `${rede.marcaSul};${rede.marcaVazia}` })).toEqual(['Sul']);
    expect(await names({ marcas: '0' })).toHaveLength(4);
  });

  it('filters by stores, or by clusters when clusterEmpresaBool is on (static and dynamic)', async () => {
    const ids = `${rede.norte.empresaId},${rede.sul.empresaId}`;
    expect(await names({ empresasIds: ids })).toEqual(['Norte', 'Sul']);
    const byCluster = { clusterEmpresaBool: 'true', clustersEmpresasIds: rede.leste.clusterEmpresaId };
    expect(await names({ ...byCluster, empresasIds: ids })).toEqual(['Leste', 'Sul']);
    expect(
      await names({ clusterEmpresaBool: 'true', clustersEmpresasIds: rede.clusters.dinamicoM1 }),
    ).toEqual(['Antiga', 'Leste', 'Norte']);
    // the toggle off: the clusters are ignored
    expect(await names({ clustersEmpresasIds: rede.leste.clusterEmpresaId })).toHaveLength(4);
    // another tenant's store matches nothing here
    expect(await names({ empresasIds: rede.estrangeira.empresaId })).toEqual([]);
  });

  it('sorts by each column either way, empty values last', async () => {
    expect(await names({ sort: 'm2', order: 'desc' })).toEqual(['Norte', 'Leste', 'Sul', 'Antiga']);
    expect(await names({ sort: 'm2', order: 'asc' })).toEqual(['Sul', 'Leste', 'Norte', 'Antiga']);
    expect(await names({ sort: 'nickname', order: 'desc' })).toEqual(['Sul', 'Norte', 'Leste', 'Antiga']);
    expect(await names({ sort: 'nomeFantasia' })).toEqual(['Leste', 'Norte', 'Sul', 'Antiga']);
    expect(await names({ sort: 'codigoLoja', order: 'desc' })).toEqual(['Sul', 'Antiga', 'Leste', 'Norte']);
    for (const sort of ['razaoSocial', 'nomeGrupo', 'cnpj']) expect(await names({ sort })).toHaveLength(4);
  });

  it('pages 25 by default, up to 100, with a stable order', async () => {
    const page1 = await list({}, grande.headers);
    expect(page1.body.total).toBe(30);
    expect(page1.body.empresas).toHaveLength(25);
    const page2 = await list({ page: '2' }, grande.headers);
    expect(page2.body).toMatchObject({ page: 2, total: 30 });
    expect(page2.body.empresas.map((r: EmpresaRow) => r.nickname)).toEqual([
      'Loja 26',
      'Loja 27',
      'Loja 28',
      'Loja 29',
      'Loja 30',
    ]);
    expect((await list({ pageSize: '50' }, grande.headers)).body.empresas).toHaveLength(30);
    expect((await list({ page: '3' }, grande.headers)).body).toMatchObject({ empresas: [], total: 30 });
  });

  it('refuses bad input with pt-BR messages', async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ pageSize: '10' }, 'pageSize', empresasMessages.invalidPageSize],
      [{ pageSize: '200' }, 'pageSize', empresasMessages.invalidPageSize],
      [{ page: '0' }, 'page', empresasMessages.invalidPage],
      [{ sort: 'ativo' }, 'sort', empresasMessages.invalidSort],
      [{ order: 'up' }, 'order', empresasMessages.invalidSort],
      [{ empresasIds: 'x' }, 'empresasIds.0', empresasMessages.idInvalid],
      [{ codigoCidade: '123' }, 'codigoCidade.0', 'Cidade inválida: use o código IBGE de 7 dígitos'],
    ];
    for (const [query, campo, mensagem] of cases) {
      const { status, body } = await list(query);
      expect(status, JSON.stringify(query)).toBe(400);
      expect(body.errors).toEqual([{ campo, mensagem }]);
    }
    const uf = await list({ codigoEstado: 'XX' });
    expect(uf.status).toBe(400);
    expect(uf.body.errors).toEqual([
      { campo: 'codigoEstado', mensagem: expect.stringContaining('Estado inválido') },
    ]);
    for (const cluster of [uuidv7(), rede.norte.clusterCentroId]) {
      const res = await list({ clusterEmpresaBool: 'true', clustersEmpresasIds: cluster });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        { campo: 'clustersEmpresasIds', mensagem: empresasMessages.clustersInvalid },
      ]);
    }
  });

  it('needs Empresa/Obter', async () => {
    expect((await list({}, h.dre)).status).toBe(403);
    expect((await list({}, {})).status).toBe(401);
    expect((await list({}, h.starter)).status).toBe(200);
  });

  it('lists only the stores of the scope and refuses (403) ids and clusters outside it', async () => {
    expect(await names({}, h.m1)).toEqual(['Antiga', 'Leste', 'Norte']);
    expect(await names({}, h.vazio)).toEqual([]);
    expect(
      await names({ clusterEmpresaBool: 'true', clustersEmpresasIds: rede.norte.clusterEmpresaId }, h.m1),
    ).toEqual(['Norte']);
    const outside: Array<Record<string, string>> = [
      { empresasIds: `${rede.norte.empresaId},${rede.sul.empresaId}` },
      { marcas: rede.marcaSul },
      // Cluster Leste holds Sul, outside the M1 scope
      { clusterEmpresaBool: 'true', clustersEmpresasIds: rede.leste.clusterEmpresaId },
    ];
    for (const query of outside) {
      const { status, body } = await list(query, h.m1);
      expect(status, JSON.stringify(query)).toBe(403);
      expect(body.title).toBe(SCOPE_FORBIDDEN);
    }
  });
});

describe('POST EXPORTAR_EMPRESAS', () => {
  const exportar = (payload: object, headers = h.admin) =>
    t.app.inject({ method: 'POST', url: e.exportar, payload, headers });
  const requests = () => t.tdb.ownerDb.select().from(relatorio).where(eq(relatorio.clienteId, rede.a.id));

  it('queues an xlsx report request with the filters', async () => {
    const res = await exportar({
      marcas: [rede.a.marcaId],
      codigoEstado: 'SP;RJ',
      sort: 'm2',
      order: 'desc',
      page: 3,
    });
    expect(res.statusCode).toBe(200);
    const { id } = res.json();
    const [row] = await t.tdb.ownerDb.select().from(relatorio).where(eq(relatorio.id, id));
    expect(row).toMatchObject({ clienteId: rede.a.id, origem: 'empresas', status: 0 });
    expect(row?.parametros).toMatchObject({
      marcas: [rede.a.marcaId],
      codigoEstado: ['SP', 'RJ'],
      sort: 'm2',
    });
    expect(row?.parametros).not.toHaveProperty('page');
  });

  it('refuses bad filters, a store outside the scope, a missing action and a Starter plan, queuing nothing', async () => {
    const before = (await requests()).length;
    const bad = await exportar({ codigoEstado: 'XX' });
    expect(bad.statusCode).toBe(400);
    const out = await exportar({ empresasIds: [rede.sul.empresaId] }, h.exportM1);
    expect(out.statusCode).toBe(403);
    expect(out.json().title).toBe(SCOPE_FORBIDDEN);
    expect((await exportar({}, h.m1)).statusCode).toBe(403);
    expect((await exportar({}, h.starter)).statusCode).toBe(403);
    expect((await exportar({}, {})).statusCode).toBe(401);
    expect(await requests()).toHaveLength(before);
    expect((await exportar({ empresasIds: [rede.norte.empresaId] }, h.exportM1)).statusCode).toBe(200);
  });
});

describe('the companies report', () => {
  /** Runs the kind with an in-memory writer, as the requester would when the job runs. */
  async function runReport(regraAcessoId: string | null, params: object) {
    const sheets: Array<{
      name: string;
      headers: string[];
      filtros: Array<readonly [string, string]>;
      rows: unknown[][];
    }> = [];
    const writer: ReportWriter = {
      async addSheet(name, columns, filtros) {
        const sheet = {
          name,
          headers: columns.map((c) => c.header),
          filtros: [...filtros],
          rows: [] as unknown[][],
        };
        sheets.push(sheet);
        return { addRow: async (values) => void sheet.rows.push([...values]) };
      },
    };
    const count = await withTenant(t.tdb.db, rede.a.id, async (tx) => {
      const scope = await resolveScope(tx, { clienteId: rede.a.id, regraAcessoId });
      return empresasReport.run(
        { tx, clienteId: rede.a.id, usuarioId: uuidv7(), scope },
        empresasReport.parametros.parse(params),
        writer,
      );
    });
    return { count, sheets };
  }

  it('writes the list rows in its order, with the filters applied in the header', async () => {
    // no rule: the empty scope, nothing written
    const { count, sheets } = await runReport(null, {});
    expect(count).toBe(0);

    const admin = await runReport(await regraOf(rede.emails.admin), {
      sort: 'm2',
      order: 'desc',
      marcas: '0',
    });
    expect(admin.count).toBe(4);
    expect(admin.sheets[0]?.headers).toEqual([
      'Razão Social',
      'Grupo',
      'Código',
      'Nome Fantasia',
      'Apelido',
      'M2',
      'CNPJ',
    ]);
    expect(admin.sheets[0]?.rows.map((r) => r[4])).toEqual(['Norte', 'Leste', 'Sul', 'Antiga']);
    expect(admin.sheets[0]?.rows[0]).toEqual([
      'Norte Ltda',
      'Grupo Norte',
      'L01',
      'Norte Shopping',
      'Norte',
      120.5,
      expect.stringMatching(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/),
    ]);
    expect(admin.sheets[0]?.filtros).toEqual([
      ['Marcas', 'Todas'],
      ['Ordenação', 'M2 (decrescente)'],
    ]);
    expect(sheets).toHaveLength(1);
  });

  it("limits the rows to the requester's scope when the job runs", async () => {
    const { count, sheets } = await runReport(exportM1RegraId, {
      tipoDeEstabelecimento: ['Shopping', 'Loja de rua'],
    });
    expect(count).toBe(2);
    expect(sheets[0]?.rows.map((r) => r[4])).toEqual(['Leste', 'Norte']);
    expect(sheets[0]?.filtros).toContainEqual(['Tipo de Estabelecimento', 'Shopping, Loja de rua']);
  });
});

async function regraOf(email: string): Promise<string> {
  const [row] = await t.tdb.ownerDb
    .select({ regraAcessoId: usuario.regraAcessoId })
    .from(usuario)
    .where(eq(usuario.email, email));
  if (!row?.regraAcessoId) throw new Error(`sem regra: ${email}`);
  return row.regraAcessoId;
}

import { deParaMessages, endpoints } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, signIn } from '../../../test/fixtures.ts';
import { waitFor } from '../../../test/wait-for.ts';
import { withTenant } from '../../db/index.ts';
import { createDeParaRede, type DeParaRede } from './de-para.fixtures.ts';
import { addMovimentos, apiAs, mensal } from './leitura.fixtures.ts';

/**
 * The De-Para report through the report queue (issue 9 §1, §2): requested over HTTP, written by the app's workers,
 * downloaded from the report list, its rows equal to the detail lists' rows for the same selection.
 */
let t: TestApp;
let rede: DeParaRede;
let outra: DeParaRede;
let admin: ReturnType<typeof apiAs>;
let limitado: ReturnType<typeof apiAs>;
const e = endpoints.dePara;

beforeAll(async () => {
  t = await createTestApp({}, {}, false, { workers: true });
  const db = t.tdb.ownerDb;
  rede = await createDeParaRede(db, {
    limitadoAcessos: [
      { nome: 'DePara', acoes: ['Exportar'] },
      { nome: 'Relatorio', acoes: ['Exportar'] },
    ],
  });
  outra = await createDeParaRede(db);
  await addMovimentos(
    db,
    rede,
    mensal({
      empresaId: rede.empresas.aM2,
      grupoId: rede.grupos.a,
      contaId: rede.franqueado.a[1],
      valor: 50_000n,
    }),
  );
  admin = apiAs(t, (await signIn(t.app, rede.emails.admin)).headers);
  limitado = apiAs(t, (await signIn(t.app, rede.emails.limitado)).headers);

  const [c0, c1, , c3] = rede.franqueado.a;
  const item = (over: Record<string, unknown>) => ({
    PlanoFranqueadoId: null,
    PlanoFranqueadorId: null,
    Justificativa: null,
    Marca: rede.marcas.m1,
    CustomerId: rede.grupos.a,
    ...over,
  });
  await admin.post(e.criarFranqueado, [
    item({ PlanoFranqueadoId: c0, PlanoFranqueadorId: rede.franqueador.m1.r1 }),
    item({ PlanoFranqueadoId: c3, Justificativa: '=Sem uso' }),
    item({ PlanoFranqueadoId: c1, PlanoFranqueadorId: rede.franqueador.m2.r2, Marca: rede.marcas.m2 }),
    item({
      PlanoFranqueadoId: rede.franqueado.b[2],
      PlanoFranqueadorId: rede.franqueador.m1.d1,
      CustomerId: rede.grupos.b,
    }),
  ]);
  await admin.post(e.criarFranqueador, [
    item({
      PlanoFranqueadorId: rede.franqueador.m2.d1,
      Marca: rede.marcas.m2,
      Justificativa: 'Loja sem aluguel',
    }),
  ]);
  const linked = await withTenant(
    db,
    rede.clienteId,
    async (tx) =>
      (
        await tx.execute<{ id: string }>(sql`
      select id from de_para where cliente_id = ${rede.clienteId} and conta_franqueado_id = ${c0}`)
      ).rows[0]!.id,
  );
  await admin.post(e.aprovar, [linked]);
}, 60_000);
afterAll(() => t?.close());

/** Requests the report, waits for the worker, downloads and reads the file. */
async function gerar(query: Record<string, string | string[]>, api = admin) {
  const queued = await api.get(e.gerarRelatorio, query);
  expect(queued.statusCode, queued.body).toBe(200);
  const { id, message } = queued.json() as { id: string; message: string };
  expect(message).toBe(deParaMessages.reportQueued);
  let status: number | undefined;
  const row = await waitFor(
    async () => {
      const list = (await api.get('/api/v1/Relatorio/listar')).json();
      const found = list.relatorios.find((r: { _id: string }) => r._id === id);
      status = found?.status;
      return status === 2 || status === 3 ? found : null;
    },
    { timeoutMs: 30_000, intervalMs: 250, message: () => `relatório ainda em ${String(status)}` },
  );
  expect(row).toMatchObject({ status: 2, tipoRelatorio: 'De-Para' });
  const file = await api.get(`/api/v1/Relatorio/download/${id}`);
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-disposition']).toMatch(/de-para.*\.xlsx/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const headerRow = (sheet.views[0] as { ySplit?: number }).ySplit!;
  const width = sheet.getRow(headerRow).cellCount;
  const cells = (r: number, n = width) => {
    const values = Array.from({ length: n }, (_, i) => sheet.getRow(r).getCell(i + 1).value);
    return values.map((v) =>
      v instanceof Date ? v.toISOString().slice(0, 10) : v === '' || v === undefined ? null : v,
    );
  };
  const filtros = Array.from({ length: headerRow - 4 }, (_, i) => cells(i + 2, 2));
  const rows = Array.from({ length: sheet.rowCount - headerRow }, (_, i) => cells(headerRow + 1 + i));
  expect(row.linhas).toBe(rows.length);
  return { header: cells(headerRow), filtros, rows };
}

type Linha = {
  valorPrimeiraColuna: string;
  valorSegundaColuna: { label: string }[];
  marca: { label: string };
  justificativa: string | null;
  movimento12Meses: number;
};
const situacao = { pendente: 'Pendente', revisao: 'Revisão', aprovado: 'Aprovado' } as const;
const tabPath = { pendente: e.listarPendente, revisao: e.listarRevisao, aprovado: e.listarAprovado } as const;

/** The rows the detail lists show for a grupo, view and tabs, as the report writes them. */
async function detalhe(
  grupo: { id: string; nome: string },
  Visao: string,
  tabs: (keyof typeof tabPath)[],
  api = admin,
) {
  const out: unknown[][] = [];
  for (const tab of tabs) {
    const res = await api.get(tabPath[tab], { CustomerId: grupo.id, Visao, pageSize: 100 });
    for (const l of (res.json() as { valores: Linha[] }).valores)
      out.push([
        grupo.nome,
        l.marca.label,
        l.valorPrimeiraColuna,
        l.valorSegundaColuna.map((c) => c.label).join('; ') || null,
        situacao[tab],
        l.justificativa,
        l.movimento12Meses,
      ]);
  }
  return out;
}
const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const todas = ['pendente', 'revisao', 'aprovado'] as const;

describe('De-Para report', () => {
  it("from a detail screen: that tab's rows, with when and by whom each was changed", async () => {
    const query = { CustomerId: rede.grupos.a, Visao: 'franqueado', Contexto: 'revisao' };
    const { header, filtros, rows } = await gerar(query);
    expect(header).toEqual([
      'Grupo',
      'Marca',
      'Conta do franqueado',
      'Conta do franqueador',
      'Situação',
      'Justificativa',
      'Movimento 12 meses',
      'Alterado em',
      'Alterado por',
    ]);
    expect(filtros).toEqual([
      ['Visão', 'Franqueado'],
      ['Grupos', 'Grupo A'],
      ['Marcas', 'Todas'],
      ['Situação', 'Revisão'],
    ]);
    const esperado = await detalhe({ id: rede.grupos.a, nome: 'Grupo A' }, 'franqueado', ['revisao']);
    expect(rows.map((r) => r.slice(0, 7))).toEqual(esperado);
    expect(rows.map((r) => r[2])).toEqual(['A-1 - Vendas PIX', 'A-3 - Brindes']);
    // a justification that looks like a formula stays text
    expect(rows[1]?.[5]).toBe('=Sem uso');
    expect(rows.map((r) => r.slice(7))).toEqual([
      [hoje, 'Admin De-Para'],
      [hoje, 'Admin De-Para'],
    ]);
  }, 60_000);

  it('from the main screen: every row of the chosen grupos in the franqueador view, grupo by grupo', async () => {
    const { header, filtros, rows } = await gerar({
      CustomerIds: [rede.grupos.b, rede.grupos.a],
      Visao: 'franqueador',
    });
    expect(header).toEqual([
      'Grupo',
      'Marca',
      'Conta do franqueador',
      'Contas do franqueado',
      'Situação',
      'Justificativa',
      'Movimento 12 meses',
    ]);
    expect(filtros).toEqual([
      ['Visão', 'Franqueador'],
      ['Grupos', 'Grupo A, Grupo B'],
      ['Marcas', 'Todas'],
      ['Situação', 'Todas'],
    ]);
    const esperado = [
      ...(await detalhe({ id: rede.grupos.a, nome: 'Grupo A' }, 'franqueador', [...todas])),
      ...(await detalhe({ id: rede.grupos.b, nome: 'Grupo B' }, 'franqueador', [...todas])),
    ];
    expect(rows).toEqual(esperado);
    expect(rows).toContainEqual([
      'Grupo A',
      'Marca M1',
      '1.01 - Vendas com Cartão',
      'A-0 - Vendas Cartão',
      'Aprovado',
      null,
      12_000,
    ]);
    expect(rows).toContainEqual([
      'Grupo A',
      'Marca M2',
      '2.01 - Aluguel',
      null,
      'Revisão',
      'Loja sem aluguel',
      0,
    ]);
  }, 60_000);

  it("runs with the requester's scope: a limited user's report holds the scope's marcas only", async () => {
    const { filtros, rows } = await gerar(
      { CustomerIds: [rede.grupos.a], marcas: [rede.marcas.m1], Visao: 'franqueado' },
      limitado,
    );
    expect(filtros).toContainEqual(['Marcas', 'Marca M1']);
    const esperado = await detalhe(
      { id: rede.grupos.a, nome: 'Grupo A' },
      'franqueado',
      [...todas],
      limitado,
    );
    expect(rows.map((r) => r.slice(0, 7))).toEqual(esperado);
    expect(new Set(rows.map((r) => r[1]))).toEqual(new Set(['Marca M1']));
    expect(rows).toHaveLength(4);
  }, 60_000);

  it('refuses before queuing: outside the scope (403), another tenant (404), no Exportar (403), a bad query (400)', async () => {
    const pedidos = async () =>
      withTenant(
        t.tdb.ownerDb,
        rede.clienteId,
        async (tx) =>
          (
            await tx.execute<{ n: number }>(
              sql`select count(*)::int as n from relatorio where cliente_id = ${rede.clienteId}`,
            )
          ).rows[0]!.n,
      );
    const antes = await pedidos();
    expect(
      (await limitado.get(e.gerarRelatorio, { CustomerId: rede.grupos.a, Marcas: [rede.marcas.m2] }))
        .statusCode,
    ).toBe(403);
    expect((await limitado.get(e.gerarRelatorio, { marcas: [rede.marcas.m2] })).statusCode).toBe(403);
    expect((await admin.get(e.gerarRelatorio, { CustomerIds: [outra.grupos.a] })).statusCode).toBe(404);
    expect((await admin.get(e.gerarRelatorio, { CustomerId: outra.grupos.a })).statusCode).toBe(404);
    await createUser(t.tdb.ownerDb, rede.clienteId, {
      email: 'leitor@rel.dev',
      acessos: [{ nome: 'DePara', acoes: [] }],
    });
    const leitor = apiAs(t, (await signIn(t.app, 'leitor@rel.dev')).headers);
    expect((await leitor.get(e.gerarRelatorio, {})).statusCode).toBe(403);
    const bad = await admin.get(e.gerarRelatorio, { CustomerId: rede.grupos.a, Contexto: 'todos' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ campo: 'Contexto', mensagem: deParaMessages.invalidContexto }]);
    expect(await pedidos()).toBe(antes);
  });
});

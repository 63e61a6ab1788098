import { deParaMessages, endpoints, opcoesMessages } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signIn } from '../../../test/fixtures.ts';
import { withTenant } from '../../db/index.ts';
import { createDeParaRede, type DeParaRede } from './de-para.fixtures.ts';
import { addMovimentos, apiAs, createCluster, mensal, mesAtras } from './leitura.fixtures.ts';

/**
 * GET De-Para list (issue 9 §1): one row per grupo of the filter with the counts of the chosen view and the money
 * still pending, computed by hand here from the fixture's ledger; filters, order, paging, scope and tenancy.
 */
let t: TestApp;
let rede: DeParaRede;
let outra: DeParaRede;
let admin: ReturnType<typeof apiAs>;
let limitado: ReturnType<typeof apiAs>;
/** grupos C..G: one M2 store each, no accounts of their own */
const extras: string[] = [];
let clusterB: string;
let clusterM2: string;
let outraCluster: string;
const e = endpoints.dePara;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.tdb.ownerDb;
  rede = await createDeParaRede(db);
  outra = await createDeParaRede(db);
  const [, a1, , a3] = rede.franqueado.a;
  await addMovimentos(db, rede, [
    // 500,00 a month on A-1 in grupo A's M2 store: 6.000,00 in the window
    ...mensal({ empresaId: rede.empresas.aM2, grupoId: rede.grupos.a, contaId: a1, valor: 50_000n }),
    // 300,00 a month on B-0: 3.600,00
    ...mensal({
      empresaId: rede.empresas.bM1,
      grupoId: rede.grupos.b,
      contaId: rede.franqueado.b[0],
      valor: -30_000n,
    }),
    // competência 12 months ago (outside the window), paid this month (regime caixa only): never counted
    {
      empresaId: rede.empresas.aM1,
      grupoId: rede.grupos.a,
      contaId: a3,
      mes: mesAtras(12),
      pagamento: mesAtras(0),
      valor: 99_999n,
    },
  ]);
  await withTenant(db, rede.clienteId, async (tx) => {
    for (const [i, letra] of ['C', 'D', 'E', 'F', 'G'].entries()) {
      const grupoId = uuidv7();
      extras.push(grupoId);
      await tx.execute(
        sql`insert into grupo (cliente_id, id, nome) values (${rede.clienteId}, ${grupoId}, ${`Grupo ${letra}`})`,
      );
      await tx.execute(sql`insert into empresa (cliente_id, id, grupo_id, marca_id, cnpj, razao_social)
        values (${rede.clienteId}, ${uuidv7()}, ${grupoId}, ${rede.marcas.m2}, ${`${String(900 + i).padStart(12, '0')}00`},
          ${`Loja ${letra} Ltda`})`);
    }
  });
  clusterB = await createCluster(db, rede.clienteId, { nome: 'Lojas B', empresas: [rede.empresas.bM1] });
  clusterM2 = await createCluster(db, rede.clienteId, {
    nome: 'Marca 2',
    filtros: { marca: [rede.marcas.m2] },
  });
  outraCluster = await createCluster(db, outra.clienteId, { nome: 'Outra', empresas: [outra.empresas.aM1] });
  admin = apiAs(t, (await signIn(t.app, rede.emails.admin)).headers);
  limitado = apiAs(t, (await signIn(t.app, rede.emails.limitado)).headers);
});
afterAll(() => t?.close());

type Linha = {
  grupo: { nome: string };
  pendente: number;
  revisao: number;
  aprovado: number;
  valorPendente: number;
  contasPendentesComMovimento: number;
};
const resumo = (r: Linha) =>
  [r.grupo.nome, r.pendente, r.revisao, r.aprovado, r.valorPendente, r.contasPendentesComMovimento] as const;
async function lista(api = admin, query: Record<string, string | number | string[]> = {}) {
  const res = await api.get(e.listar, { pageSize: 25, ...query });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { valores: Linha[]; page: number; total: number };
  return { ...body, linhas: body.valores.map(resumo) };
}
const extrasFranqueado = ['C', 'D', 'E', 'F', 'G'].map((l) => [`Grupo ${l}`, 0, 0, 0, 0, 0] as const);

describe('GET listar', () => {
  it('answers one row per grupo with the counts of the franqueado view and the money pending, by name', async () => {
    const { linhas, total, page } = await lista();
    expect({ total, page }).toEqual({ total: 7, page: 1 });
    expect(linhas).toEqual([
      // A: 4 accounts × 2 marcas; 12 × (1.000,00 + 200,00) on M1 and 12 × 500,00 on M2; the old entry left out
      ['Grupo A', 8, 0, 0, 20_400, 3],
      ['Grupo B', 4, 0, 0, 3_600, 1],
      ...extrasFranqueado,
    ]);
  });

  it('counts the franqueador view: the leaf, active franchisor accounts of each marca', async () => {
    const { linhas } = await lista(admin, { Visao: 'franqueador' });
    expect(linhas.map((l) => [l[0], l[1], l[2], l[3]])).toEqual([
      ['Grupo A', 6, 0, 0],
      ['Grupo B', 3, 0, 0],
      ...['C', 'D', 'E', 'F', 'G'].map((l) => [`Grupo ${l}`, 3, 0, 0]),
    ]);
    // the money is the franqueado view's, whatever the view shown
    expect(linhas[0]?.[4]).toBe(20_400);
  });

  it('orders by any column, ties by name, and pages', async () => {
    const byMoney = await lista(admin, { Order: '-valorPendente', pageSize: 5 });
    expect(byMoney.linhas.map((l) => l[0])).toEqual(['Grupo A', 'Grupo B', 'Grupo C', 'Grupo D', 'Grupo E']);
    const page2 = await lista(admin, { Order: '-valorPendente', pageSize: 5, page: 2 });
    expect({ total: page2.total, page: page2.page, nomes: page2.linhas.map((l) => l[0]) }).toEqual({
      total: 7,
      page: 2,
      nomes: ['Grupo F', 'Grupo G'],
    });
    expect((await lista(admin, { Order: 'valorPendente' })).linhas.map((l) => l[0])).toEqual([
      'Grupo C',
      'Grupo D',
      'Grupo E',
      'Grupo F',
      'Grupo G',
      'Grupo B',
      'Grupo A',
    ]);
    expect((await lista(admin, { Order: '-pendente', pageSize: 5 })).linhas.map((l) => l[0])).toEqual([
      'Grupo A',
      'Grupo B',
      'Grupo C',
      'Grupo D',
      'Grupo E',
    ]);
    const byNameDesc = await lista(admin, { Order: '-nome', pageSize: 5, page: 2 });
    expect(byNameDesc.linhas.map((l) => l[0])).toEqual(['Grupo B', 'Grupo A']);
    expect((await lista(admin, { page: 3, pageSize: 5 })).valores).toEqual([]);
    expect((await lista(admin, { page: Number.MAX_SAFE_INTEGER, pageSize: 100 })).valores).toEqual([]);
  });

  it('filters by grupos, by store clusters (static and dynamic) and by marcas', async () => {
    expect((await lista(admin, { CustomerIds: [rede.grupos.b] })).linhas).toEqual([
      ['Grupo B', 4, 0, 0, 3_600, 1],
    ]);
    expect((await lista(admin, { ClusterIds: [clusterB] })).linhas).toEqual([['Grupo B', 4, 0, 0, 3_600, 1]]);
    const m2 = await lista(admin, { ClusterIds: [clusterM2] });
    expect(m2.linhas.map((l) => l[0])).toEqual([
      'Grupo A',
      'Grupo C',
      'Grupo D',
      'Grupo E',
      'Grupo F',
      'Grupo G',
    ]);
    // only grupo A's M2 pairs: 4 accounts, 6.000,00 on A-1
    expect((await lista(admin, { marcas: [rede.marcas.m2] })).linhas).toEqual([
      ['Grupo A', 4, 0, 0, 6_000, 1],
      ...extrasFranqueado,
    ]);
    expect((await lista(admin, { marcas: [rede.marcas.m1] })).linhas).toEqual([
      ['Grupo A', 4, 0, 0, 14_400, 2],
      ['Grupo B', 4, 0, 0, 3_600, 1],
    ]);
    expect((await lista(admin, { marcas: ['0'] })).total).toBe(7);
  });

  it("shows a limited user only the grupos and marcas of the scope, and the money of the scope's stores", async () => {
    const { linhas } = await lista(limitado);
    expect(linhas).toEqual([
      ['Grupo A', 4, 0, 0, 14_400, 2],
      ['Grupo B', 4, 0, 0, 3_600, 1],
    ]);
    for (const query of [
      { marcas: [rede.marcas.m2] },
      { CustomerIds: [extras[0]!] },
      { ClusterIds: [clusterM2] },
    ]) {
      const res = await limitado.get(e.listar, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(403);
    }
  });

  it("answers 404 for another tenant's grupo, cluster or marca", async () => {
    for (const query of [
      { CustomerIds: [outra.grupos.a] },
      { ClusterIds: [outraCluster] },
      { marcas: [outra.marcas.m1] },
    ]) {
      const res = await admin.get(e.listar, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(404);
      expect(res.body).not.toContain(outra.clienteId);
    }
    expect((await admin.get(e.listar, { CustomerIds: [outra.grupos.a] })).json().title).toBe(
      deParaMessages.grupoNotFound,
    );
  });

  it('refuses an invalid query with 400 naming the field, in pt-BR', async () => {
    const cases = [
      [{ pageSize: 7 }, 'pageSize', deParaMessages.invalidPageSize],
      [{ page: 0 }, 'page', deParaMessages.invalidPage],
      [{ Order: 'cnpj' }, 'Order', deParaMessages.invalidOrder],
      [{ Visao: 'loja' }, 'Visao', deParaMessages.invalidVisao],
      [{ CustomerIds: 'abc' }, 'CustomerIds.0', opcoesMessages.idInvalid],
    ] as const;
    for (const [query, campo, mensagem] of cases) {
      const res = await admin.get(e.listar, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().errors).toEqual([{ campo, mensagem }]);
    }
  });
});

describe('the money at stake follows the mappings at once', () => {
  const grupoA = async () => (await lista(admin, { CustomerIds: [rede.grupos.a] })).linhas[0];
  const item = (over: Record<string, unknown>) => ({
    PlanoFranqueadoId: null,
    PlanoFranqueadorId: null,
    Justificativa: null,
    Marca: rede.marcas.m1,
    CustomerId: rede.grupos.a,
    ...over,
  });

  it('drops by the linked account, stays while approved, and comes back when undone', async () => {
    const [c0, , c2] = rede.franqueado.a;
    const link = await admin.post(e.criarFranqueado, [
      item({ PlanoFranqueadoId: c0, PlanoFranqueadorId: rede.franqueador.m1.r1 }),
    ]);
    expect(link.json()[0].sucesso).toBe(true);
    expect(await grupoA()).toEqual(['Grupo A', 7, 1, 0, 8_400, 2]);
    // a justification takes the account out of the pending money too
    await admin.post(e.criarFranqueado, [
      item({ PlanoFranqueadoId: c2, Justificativa: 'Conta sem correspondente' }),
    ]);
    expect(await grupoA()).toEqual(['Grupo A', 6, 2, 0, 6_000, 1]);

    const ids = await withTenant(t.tdb.ownerDb, rede.clienteId, async (tx) =>
      (
        await tx.execute<{ id: string }>(
          sql`select id from de_para where cliente_id = ${rede.clienteId} order by id`,
        )
      ).rows.map((r) => r.id),
    );
    expect((await admin.post(e.aprovar, ids)).statusCode).toBe(200);
    expect(await grupoA()).toEqual(['Grupo A', 6, 0, 2, 6_000, 1]);
    expect((await admin.post(e.desaprovar, ids)).statusCode).toBe(200);
    expect((await admin.post(e.desfazer, ids)).statusCode).toBe(200);
    expect(await grupoA()).toEqual(['Grupo A', 8, 0, 0, 20_400, 3]);
    // the franqueador view: r1 had A-0 in review and came back to pending
    expect(
      (await lista(admin, { CustomerIds: [rede.grupos.a], Visao: 'franqueador' })).linhas[0]?.slice(1, 4),
    ).toEqual([6, 0, 0]);
  });
});

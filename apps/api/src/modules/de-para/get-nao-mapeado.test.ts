import { deParaMessages, endpoints, errorMessages } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, signIn } from '../../../test/fixtures.ts';
import { withTenant } from '../../db/index.ts';
import { ingestLancamentos } from '../ingestion/index.ts';
import { createDeParaRede, type DeParaRede } from './de-para.fixtures.ts';
import { addMovimentos, apiAs, mensal, mesAtras } from './leitura.fixtures.ts';

/**
 * GET unmapped money (issue 9 §4): what the DRE will show as "R$ X of the period is not mapped", computed by hand
 * from the ledger, and changing at once with an approval or a disapproval made through the API.
 */
let t: TestApp;
let rede: DeParaRede;
let outra: DeParaRede;
let admin: ReturnType<typeof apiAs>;
let limitado: ReturnType<typeof apiAs>;
const e = endpoints.dePara;
const periodo = { inicio: mesAtras(11), fim: mesAtras(0) };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.tdb.ownerDb;
  rede = await createDeParaRede(db);
  outra = await createDeParaRede(db);
  await addMovimentos(db, rede, [
    ...mensal({
      empresaId: rede.empresas.aM2,
      grupoId: rede.grupos.a,
      contaId: rede.franqueado.a[1],
      valor: 50_000n,
    }),
    ...mensal({
      empresaId: rede.empresas.bM1,
      grupoId: rede.grupos.b,
      contaId: rede.franqueado.b[0],
      valor: -30_000n,
    }),
    // competência 13 months ago, paid this month: only the cash regime sees it in the period
    {
      empresaId: rede.empresas.aM1,
      grupoId: rede.grupos.a,
      contaId: rede.franqueado.a[3],
      mes: mesAtras(13),
      pagamento: mesAtras(0),
      valor: -99_999n,
    },
  ]);
  admin = apiAs(t, (await signIn(t.app, rede.emails.admin)).headers);
  limitado = apiAs(t, (await signIn(t.app, rede.emails.limitado)).headers);
});
afterAll(() => t?.close());

type Saida = {
  valorNaoMapeado: number;
  valorPendente: number;
  valorTotal: number;
  contas: number;
  grupos: {
    customerId: string;
    nome: string;
    valorNaoMapeado: number;
    valorPendente: number;
    contas: number;
  }[];
};
async function naoMapeado(query: Record<string, string | number | string[]> = {}, api = admin) {
  const res = await api.get(e.naoMapeado, { ...periodo, ...query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Saida;
}
const totais = (s: Saida) => [s.valorTotal, s.valorNaoMapeado, s.valorPendente, s.contas];
const porGrupo = (s: Saida) => s.grupos.map((g) => [g.nome, g.valorNaoMapeado, g.valorPendente, g.contas]);

describe('GET nao-mapeado', () => {
  it('sums the period of every store in scope, nothing mapped yet, per grupo the most first', async () => {
    const s = await naoMapeado();
    // A: 12 × (1.000,00 + 200,00 + 500,00); B: 12 × 300,00
    expect(totais(s)).toEqual([24_000, 24_000, 24_000, 4]);
    expect(porGrupo(s)).toEqual([
      ['Grupo A', 20_400, 20_400, 3],
      ['Grupo B', 3_600, 3_600, 1],
    ]);
    expect(s.grupos[0]?.customerId).toBe(rede.grupos.a);
  });

  it('reads the regime and the period asked', async () => {
    expect(totais(await naoMapeado({ regime: 2 }))).toEqual([24_999.99, 24_999.99, 24_999.99, 5]);
    expect(totais(await naoMapeado({ inicio: mesAtras(0), fim: mesAtras(0) }))).toEqual([
      2_000, 2_000, 2_000, 4,
    ]);
    expect(totais(await naoMapeado({ inicio: mesAtras(30), fim: mesAtras(20) }))).toEqual([0, 0, 0, 0]);
  });

  it('filters by marcas, grupos and stores, and keeps a limited user to the scope', async () => {
    expect(totais(await naoMapeado({ marcas: [rede.marcas.m2] }))).toEqual([6_000, 6_000, 6_000, 1]);
    expect(totais(await naoMapeado({ CustomerIds: [rede.grupos.b] }))).toEqual([3_600, 3_600, 3_600, 1]);
    expect(totais(await naoMapeado({ EmpresasIds: [rede.empresas.aM2, rede.empresas.bM1] }))).toEqual([
      9_600, 9_600, 9_600, 2,
    ]);
    expect(totais(await naoMapeado({}, limitado))).toEqual([18_000, 18_000, 18_000, 3]);
    for (const query of [{ marcas: [rede.marcas.m2] }, { EmpresasIds: [rede.empresas.aM2] }]) {
      const res = await limitado.get(e.naoMapeado, { ...periodo, ...query });
      expect(res.statusCode, JSON.stringify(query)).toBe(403);
    }
  });

  it('changes at once when a mapping is approved or disapproved', async () => {
    const [c0, , c2] = rede.franqueado.a;
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
      item({ PlanoFranqueadoId: c2, Justificativa: 'Sem correspondente' }),
    ]);
    // in review: still not in the reports, no longer pending
    expect(totais(await naoMapeado())).toEqual([24_000, 24_000, 9_600, 4]);
    const ids = await withTenant(
      t.tdb.ownerDb,
      rede.clienteId,
      async (tx) =>
        (
          await tx.execute<{ id: string; conta_franqueado_id: string }>(sql`
        select id, conta_franqueado_id from de_para where cliente_id = ${rede.clienteId}`)
        ).rows,
    );
    const linkId = ids.find((r) => r.conta_franqueado_id === c0)!.id;
    const justId = ids.find((r) => r.conta_franqueado_id === c2)!.id;
    expect((await admin.post(e.aprovar, [linkId, justId])).statusCode).toBe(200);
    // approved with a franchisor account: mapped; approved with a justification only: still not placed
    const approved = await naoMapeado();
    expect(totais(approved)).toEqual([24_000, 12_000, 9_600, 3]);
    expect(porGrupo(approved)).toEqual([
      ['Grupo A', 8_400, 6_000, 2],
      ['Grupo B', 3_600, 3_600, 1],
    ]);
    expect((await admin.post(e.desaprovar, [linkId])).statusCode).toBe(200);
    expect(totais(await naoMapeado())).toEqual([24_000, 24_000, 9_600, 4]);
  });

  it('admits DRE, FluxoDeCaixa or DePara, and refuses any other user with 403', async () => {
    const db = t.tdb.ownerDb;
    for (const [email, nome] of [
      ['dre@np.dev', 'DRE'],
      ['fluxo@np.dev', 'FluxoDeCaixa'],
      ['cluster@np.dev', 'Cluster'],
    ] as const)
      await createUser(db, rede.clienteId, { email, acessos: [{ nome, acoes: ['Obter'] }] });
    const as = async (email: string) => apiAs(t, (await signIn(t.app, email)).headers);
    expect(totais(await naoMapeado({}, await as('dre@np.dev')))[0]).toBe(24_000);
    expect(totais(await naoMapeado({}, await as('fluxo@np.dev')))[0]).toBe(24_000);
    const cluster = await as('cluster@np.dev');
    const refused = await cluster.get(e.naoMapeado, periodo);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().title).toBe(errorMessages.forbidden);
    // refused before the query is read: a bad query does not tell it a 400
    expect((await cluster.get(e.naoMapeado, { regime: 9 })).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `${e.naoMapeado}?inicio=${periodo.inicio}&fim=${periodo.fim}`,
        })
      ).statusCode,
    ).toBe(401);
  });

  it("answers 404 for another tenant's ids and 400 naming the field for a bad query", async () => {
    for (const query of [
      { CustomerIds: [outra.grupos.a] },
      { EmpresasIds: [outra.empresas.aM1] },
      { marcas: [outra.marcas.m1] },
    ]) {
      const res = await admin.get(e.naoMapeado, { ...periodo, ...query });
      expect(res.statusCode, JSON.stringify(query)).toBe(404);
    }
    const cases = [
      [{ fim: periodo.fim }, 'inicio', deParaMessages.invalidMonth],
      [{ ...periodo, inicio: '2025-01-15' }, 'inicio', deParaMessages.invalidMonth],
      [{ inicio: mesAtras(0), fim: mesAtras(1) }, 'fim', deParaMessages.invalidRange],
      [{ inicio: mesAtras(36), fim: mesAtras(0) }, 'fim', deParaMessages.rangeTooLong],
      [{ ...periodo, regime: 3 }, 'regime', deParaMessages.invalidRegime],
    ] as const;
    for (const [query, campo, mensagem] of cases) {
      const res = await admin.get(e.naoMapeado, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().errors).toEqual([{ campo, mensagem }]);
    }
  });
});

describe('the movement of an account', () => {
  it('is the net value of each store-month cell: an open cancellation nets against its settled sale', async () => {
    const base = {
      empresaId: rede.empresas.bM1,
      grupoId: rede.grupos.b,
      centroDeCustoId: null,
      contaId: rede.franqueado.b[2],
      dataCompetencia: mesAtras(0),
      dataVencimento: mesAtras(0),
      fornecedor: null,
      historico: 'Venda e estorno',
      observacao: null,
      documento: null,
      meioDePagamento: null,
      contaBancariaId: null,
      parcelaAprovada: true,
      previsao: false,
      transferencia: false,
      boletoAReceber: false,
      caixaAberto: false,
    };
    await withTenant(t.tdb.ownerDb, rede.clienteId, (tx) =>
      ingestLancamentos(
        tx,
        rede.clienteId,
        [
          { ...base, idExterno: 'venda', status: 'liquidado', dataPagamento: mesAtras(0), valor: 10_000n },
          { ...base, idExterno: 'estorno', status: 'aberto', dataPagamento: null, valor: -3_000n },
        ],
        { origem: 'teste' },
      ),
    );
    // grupo B this month: 300,00 on b0 and |100,00 − 30,00| on b2 (not 100,00 + 30,00: two rollup rows)
    const s = await naoMapeado({ CustomerIds: [rede.grupos.b], inicio: mesAtras(0), fim: mesAtras(0) });
    expect(totais(s)).toEqual([370, 370, 370, 2]);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db.ts';
import { withTenant } from '../../db/index.ts';
import {
  agregarPorDia,
  flagsDesligadas,
  type CriterioDfc,
  type FatoDfc,
  type FlagsDfc,
  type LancamentoDfc,
} from '../../engine/dfc/index.ts';
import { somarDias } from '../../engine/dfc/datas.ts';
import { ingestLancamentos } from '../ingestion/index.ts';
import { criarRedeDfcApi, type RedeDfcApi } from './dfc-api.fixtures.ts';
import { lancamentosDasBordas, mesesDasBordas } from './dfc-bordas.fixtures.ts';
import { diaDoFatoNoPlano, planoDeLeituraDfc } from './dfc-plano-leitura.ts';
import { lerFatosDfc, type FonteFatosDfc, type LerFatosDfcParams } from './dfc-read-fatos.ts';

/**
 * The read paths of the cash flow (issue 12 §2, §5): the daily facts read from the franchisor rollups (by day, and
 * by whole months for a query by months; per grupo for whole grupos, per store for the others), from the franchisee
 * daily rollup and from the ledger are each exactly
 * agregarPorDia (engine/dfc/regra.ts) over the raw ledger mapped through the approved De-Para by hand — every flag
 * alone, all of them, none, in both regimes and every status, with and without bank accounts, over ranges of days
 * and of whole and partial months around today (boletos due on month ends, entries paid off their due date across
 * month ends, overdue items in today's month), a store subset, a cost-centre list and an account filter.
 */
let t: TestDatabase;
let rede: RedeDfcApi;
let razao: (LancamentoDfc & { empresaId: string; centroDeCustoId: string | null })[];

beforeAll(async () => {
  t = await createTestDatabase();
  rede = await criarRedeDfcApi(t.ownerDb);
  await withTenant(t.ownerDb, rede.clienteId, async (tx) => {
    await ingestLancamentos(tx, rede.clienteId, lancamentosDasBordas(rede), { origem: 'dfc-bordas' });
    const { rows } = await tx.execute<Record<string, string | boolean | null>>(sql`
      select l.empresa_id, l.centro_de_custo_id, l.conta_bancaria_id, l.valor::text as valor,
        l.data_competencia::text as competencia, l.data_vencimento::text as vencimento,
        l.data_pagamento::text as pagamento, l.status, l.parcela_aprovada, l.previsao, l.transferencia,
        l.boleto_a_receber, l.caixa_aberto,
        (select d.conta_franqueador_id from de_para d join empresa e on e.id = l.empresa_id
          where d.grupo_id = e.grupo_id and d.marca_id = e.marca_id and d.conta_franqueado_id = l.conta_franqueado_id
            and d.status = 'aprovado') as franqueador
      from lancamento l where l.cliente_id = ${rede.clienteId}`);
    razao = rows.map((r) => ({
      empresaId: r.empresa_id as string,
      centroDeCustoId: r.centro_de_custo_id as string | null,
      contaFranqueadorId: r.franqueador as string | null,
      contaBancariaId: r.conta_bancaria_id as string | null,
      valor: BigInt(r.valor as string),
      dataCompetencia: r.competencia as string,
      dataVencimento: r.vencimento as string,
      dataPagamento: r.pagamento as string | null,
      status: r.status as 'aberto' | 'liquidado',
      parcelaAprovada: r.parcela_aprovada as boolean,
      previsao: r.previsao as boolean,
      transferencia: r.transferencia as boolean,
      boletoAReceber: r.boleto_a_receber as boolean,
      caixaAberto: r.caixa_aberto as boolean,
    }));
  });
}, 60_000);
afterAll(() => t?.close());

const chave = (f: FatoDfc) => `${f.contaFranqueadorId}|${f.contaBancariaId}|${f.dia}`;
const emMapa = (fatos: readonly FatoDfc[]) =>
  new Map([...fatos].map((f) => [chave(f), `${f.valor}/${f.quantidade}`] as const).sort());

const flags = Object.keys(flagsDesligadas) as (keyof FlagsDfc)[];
const combinacoes: FlagsDfc[] = [
  flagsDesligadas,
  ...flags.map((f) => ({ ...flagsDesligadas, [f]: true })),
  Object.fromEntries(flags.map((f) => [f, true])) as unknown as FlagsDfc,
  // the view with no entry filtered (the DRE equality of issue 12 §1)
  { ...flagsDesligadas, exibirParcelasNaoAprovadas: true, exibirPrevisoes: true },
  { ...flagsDesligadas, valoresNosDiasOriginais: true, adicionarUmDiaNoVencimentoDeBoletosAReceber: true },
];

type Consulta = Omit<LerFatosDfcParams, 'fonte'>;

/** agregarPorDia over the raw ledger of the cut, and, for a query by months, summed on each fact's day in the plan. */
function esperado(p: Consulta): FatoDfc[] {
  const lojas = new Set(p.empresaIds);
  const lancamentos = razao
    .filter((l) => lojas.has(l.empresaId))
    .filter((l) => p.centroDeCustoIds === null || p.centroDeCustoIds.includes(l.centroDeCustoId ?? ''))
    .filter((l) => p.contaBancariaIds === null || p.contaBancariaIds.includes(l.contaBancariaId ?? ''))
    .map((l) => (p.porContaBancaria ? l : { ...l, contaBancariaId: null }));
  const diarios = agregarPorDia(lancamentos, p.criterio).filter((f) => f.dia >= p.inicio && f.dia <= p.fim);
  if (!p.porMes) return diarios;
  const plano = planoDeLeituraDfc(p.inicio, p.fim, p.criterio, true);
  const somados = new Map<string, FatoDfc>();
  for (const f of diarios) {
    const fato = { ...f, dia: diaDoFatoNoPlano(f.dia, plano) };
    const s = somados.get(chave(fato));
    if (s)
      somados.set(chave(fato), { ...s, valor: s.valor + f.valor, quantidade: s.quantidade + f.quantidade });
    else somados.set(chave(fato), fato);
  }
  return [...somados.values()];
}

const ler = (p: LerFatosDfcParams) => withTenant(t.ownerDb, rede.clienteId, (tx) => lerFatosDfc(tx, p));

/** Every source that answers the query gives exactly the expected facts. */
async function conferir(p: Consulta, rotulo: string) {
  const alvo = emMapa(esperado(p));
  expect(alvo.size, rotulo).toBeGreaterThan(0);
  const fontes: FonteFatosDfc[] = p.criterio.regime === 1 ? ['ledger'] : ['ledger', 'diario', 'franqueador'];
  const semDimensao = !p.porContaBancaria && p.centroDeCustoIds === null && p.contaBancariaIds === null;
  for (const fonte of fontes) {
    if (fonte === 'franqueador' && !semDimensao) continue;
    expect(emMapa(await ler({ ...p, fonte })), `${rotulo}, ${fonte}`).toEqual(alvo);
  }
  expect(emMapa(await ler(p)), `${rotulo}, fonte escolhida`).toEqual(alvo);
}

const todas = () => ({
  clienteId: rede.clienteId,
  empresaIds: Object.values(rede.lojas),
  centroDeCustoIds: null,
  contaBancariaIds: null,
});

describe('lerFatosDfc equals agregarPorDia over the ledger', () => {
  it('holds enough of every variant to mean something', () => {
    expect(razao.length).toBe(3 * 5 * 18 + lancamentosDasBordas(rede).length);
    const abertos = razao.filter((l) => l.status === 'aberto');
    expect(abertos.filter((l) => l.dataVencimento < rede.hoje).length).toBeGreaterThan(5);
    expect(abertos.filter((l) => l.dataVencimento >= rede.hoje).length).toBeGreaterThan(5);
    expect(razao.filter((l) => l.status === 'liquidado' && l.dataPagamento !== l.dataVencimento).length).toBe(
      3 * 5 * 2 + 4,
    );
  });

  for (const regime of [1, 2] as const)
    for (const status of [0, 1, 2] as const)
      it(`regime ${regime}, status ${status}: every flag alone, all, none; by days and by months`, async () => {
        const { mpp, mp, m1, ultimo } = mesesDasBordas(rede.hoje);
        for (const [i, f] of combinacoes.entries())
          // overdue is relative to today: also a today in the middle of a whole month of the ranges
          for (const hoje of f.ocultarTitulosVencidos ? [rede.hoje, somarDias(mp, 14)] : [rede.hoje]) {
            const criterio: CriterioDfc = { ...f, regime, status, hoje };
            for (const porContaBancaria of [true, false]) {
              const dias = { inicio: somarDias(rede.hoje, -30), fim: somarDias(rede.hoje, 10) };
              await conferir({ ...todas(), ...dias, criterio, porContaBancaria }, `combinação ${i}, dias`);
              // partial first and last months, whole months before, of and after today; then whole months only
              for (const meses of [
                { inicio: somarDias(mpp, 9), fim: somarDias(ultimo(m1), -5) },
                { inicio: mpp, fim: ultimo(m1) },
              ]) {
                const p = { ...todas(), ...meses, criterio, porContaBancaria, porMes: true };
                await conferir(p, `combinação ${i}, meses ${meses.inicio}, banco ${porContaBancaria}`);
              }
            }
          }
      });

  it('narrows to stores, cost centres and bank accounts alike on every source', async () => {
    const p = {
      clienteId: rede.clienteId,
      empresaIds: [rede.lojas.a1, rede.lojas.a2],
      centroDeCustoIds: [rede.centros.a1],
      contaBancariaIds: [rede.bancos.cbA1],
      inicio: somarDias(rede.hoje, -45),
      fim: somarDias(rede.hoje, 20),
      porContaBancaria: true,
    };
    for (const [i, f] of combinacoes.entries()) {
      const criterio: CriterioDfc = { ...f, regime: 2, status: 0, hoje: rede.hoje };
      await conferir({ ...p, criterio }, `combinação ${i}`);
      const semDimensao = { ...p, centroDeCustoIds: null, contaBancariaIds: null, porContaBancaria: false };
      await conferir({ ...semDimensao, criterio }, `combinação ${i}, duas lojas`);
      await conferir({ ...semDimensao, criterio, porMes: true }, `combinação ${i}, duas lojas por mês`);
      // grupo B whole (its grupo rollups), grupo A in part (a1's store rollups)
      const emParte = { ...semDimensao, empresaIds: [rede.lojas.a1, rede.lojas.b1] };
      await conferir({ ...emParte, criterio }, `combinação ${i}, grupo em parte`);
      await conferir({ ...emParte, criterio, porMes: true }, `combinação ${i}, grupo em parte por mês`);
    }
  });

  it('refuses a source that does not keep what the query reads', async () => {
    const criterio: CriterioDfc = { ...flagsDesligadas, regime: 1, status: 0, hoje: rede.hoje };
    const p = { ...todas(), inicio: rede.hoje, fim: rede.hoje, criterio, porContaBancaria: false };
    await expect(ler({ ...p, fonte: 'diario' })).rejects.toThrow(/não responde/);
    const caixa = { ...p, criterio: { ...criterio, regime: 2 as const }, porContaBancaria: true };
    await expect(ler({ ...caixa, fonte: 'franqueador' })).rejects.toThrow(/não responde/);
  });

  it('reads nothing for no store', async () => {
    const criterio: CriterioDfc = { ...flagsDesligadas, regime: 2, status: 0, hoje: rede.hoje };
    const p = { clienteId: rede.clienteId, empresaIds: [], centroDeCustoIds: null, contaBancariaIds: null };
    expect(await ler({ ...p, inicio: rede.hoje, fim: rede.hoje, criterio, porContaBancaria: true })).toEqual(
      [],
    );
  });
});

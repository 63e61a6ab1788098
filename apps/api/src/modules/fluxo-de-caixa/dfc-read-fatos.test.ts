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
import { criarRedeDfcApi, type RedeDfcApi } from './dfc-api.fixtures.ts';
import { rollupResponde } from './dfc-fatos-sql.ts';
import { lerFatosDfc, type LerFatosDfcParams } from './dfc-read-fatos.ts';

/**
 * The read path of the cash flow (issue 12 §2): the daily facts read from the daily rollup (where it answers) and
 * from the ledger are both exactly agregarPorDia (engine/dfc/regra.ts) over the raw ledger mapped through the
 * approved De-Para by hand — every flag alone, all of them, none, in both regimes and every status, with and
 * without bank accounts, a store subset, a cost-centre list and an account filter.
 */
let t: TestDatabase;
let rede: RedeDfcApi;
let razao: (LancamentoDfc & { empresaId: string; centroDeCustoId: string | null })[];

beforeAll(async () => {
  t = await createTestDatabase();
  rede = await criarRedeDfcApi(t.ownerDb);
  await withTenant(t.ownerDb, rede.clienteId, async (tx) => {
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
];

function esperado(
  p: Pick<LerFatosDfcParams, 'empresaIds' | 'centroDeCustoIds' | 'contaBancariaIds' | 'inicio' | 'fim'>,
  c: CriterioDfc,
  porConta: boolean,
): FatoDfc[] {
  const lojas = new Set(p.empresaIds);
  const lancamentos = razao
    .filter((l) => lojas.has(l.empresaId))
    .filter((l) => p.centroDeCustoIds === null || p.centroDeCustoIds.includes(l.centroDeCustoId ?? ''))
    .filter((l) => p.contaBancariaIds === null || p.contaBancariaIds.includes(l.contaBancariaId ?? ''))
    .map((l) => (porConta ? l : { ...l, contaBancariaId: null }));
  return agregarPorDia(lancamentos, c).filter((f) => f.dia >= p.inicio && f.dia <= p.fim);
}

async function ler(p: LerFatosDfcParams): Promise<FatoDfc[]> {
  return withTenant(t.ownerDb, rede.clienteId, (tx) => lerFatosDfc(tx, p));
}

describe('lerFatosDfc equals agregarPorDia over the ledger', () => {
  it('holds enough of every variant to mean something', () => {
    expect(razao.length).toBe(3 * 5 * 18);
    expect(razao.filter((l) => l.status === 'aberto' && l.dataVencimento < rede.hoje).length).toBeGreaterThan(
      5,
    );
    expect(
      razao.filter((l) => l.status === 'aberto' && l.dataVencimento >= rede.hoje).length,
    ).toBeGreaterThan(5);
  });

  for (const regime of [1, 2] as const)
    for (const status of [0, 1, 2] as const)
      it(`regime ${regime}, status ${status}: every flag alone, all, none; rollup and ledger`, async () => {
        for (const [i, f] of combinacoes.entries())
          for (const porContaBancaria of [true, false]) {
            const criterio: CriterioDfc = { ...f, regime, status, hoje: rede.hoje };
            const p = {
              clienteId: rede.clienteId,
              empresaIds: Object.values(rede.lojas),
              centroDeCustoIds: null,
              contaBancariaIds: null,
              inicio: somarDias(rede.hoje, -30),
              fim: somarDias(rede.hoje, 10),
              criterio,
              porContaBancaria,
            };
            const alvo = emMapa(esperado(p, criterio, porContaBancaria));
            expect(alvo.size, `combinação ${i}`).toBeGreaterThan(0);
            expect(emMapa(await ler({ ...p, fonte: 'ledger' })), `ledger ${i}`).toEqual(alvo);
            if (rollupResponde(criterio))
              expect(emMapa(await ler({ ...p, fonte: 'rollup' })), `rollup ${i}`).toEqual(alvo);
          }
      });

  it('narrows to stores, cost centres and bank accounts alike on both sources', async () => {
    const p = {
      clienteId: rede.clienteId,
      empresaIds: [rede.lojas.a1, rede.lojas.a2],
      centroDeCustoIds: [rede.centros.a1],
      contaBancariaIds: [rede.bancos.cbA1],
      inicio: somarDias(rede.hoje, -45),
      fim: somarDias(rede.hoje, 20),
      porContaBancaria: true,
    };
    for (const f of combinacoes) {
      const criterio: CriterioDfc = { ...f, regime: 2, status: 0, hoje: rede.hoje };
      const alvo = emMapa(esperado(p, criterio, true));
      expect(alvo.size).toBeGreaterThan(0);
      expect(emMapa(await ler({ ...p, criterio, fonte: 'ledger' }))).toEqual(alvo);
      if (rollupResponde(criterio)) expect(emMapa(await ler({ ...p, criterio }))).toEqual(alvo);
    }
  });

  it('reads nothing for no store', async () => {
    const criterio: CriterioDfc = { ...flagsDesligadas, regime: 2, status: 0, hoje: rede.hoje };
    const p = { clienteId: rede.clienteId, empresaIds: [], centroDeCustoIds: null, contaBancariaIds: null };
    expect(await ler({ ...p, inicio: rede.hoje, fim: rede.hoje, criterio, porContaBancaria: true })).toEqual(
      [],
    );
  });
});

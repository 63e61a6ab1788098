import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db.ts';
import { withTenant, type DatabaseOrTransaction } from '../../db/index.ts';
import type { GraoDre, SelecaoDre } from '../../engine/dre/types.ts';
import type { EstoqueAjusteInput, EstoqueEntradaInput, EstoquePosicaoInput } from '../ingestion/index.ts';
import { ingestEstoqueAjustes, ingestEstoqueEntradas, ingestEstoquePosicoes } from '../ingestion/index.ts';
import { criarRedeDre, type RedeDre } from './dre.fixtures.ts';
import { lerCmvDre } from './read-cmv-dre.ts';

/**
 * The CMV line reads the monthly stock rollup (db/schema/cmv-mensal.ts) the stock ingestion keeps in its own
 * transaction: after entries, positions and adjustments — a position replaced, an entry and an adjustment moved to
 * another store and month, a month left without stock, months without a closing position — the rollup is exactly
 * the stock tables' sums, and the CMV is opening + entries + adjustments − closing, only for closed months.
 */
let t: TestDatabase;
let rede: RedeDre;

const produto = (codigo: string) => ({ produtoCodigo: codigo, produtoNome: codigo, unidade: 'un' });
const posicao = (
  empresaId: string,
  data: string,
  tipo: 'inicial' | 'final',
  codigo: string,
  valor: bigint,
): EstoquePosicaoInput => ({
  empresaId,
  data,
  tipo,
  ...produto(codigo),
  quantidadeMilesimos: 1000,
  custoUnitario: valor,
  valorTotal: valor,
});
const entrada = (idExterno: string, empresaId: string, data: string, valor: bigint): EstoqueEntradaInput => ({
  idExterno,
  empresaId,
  data,
  ...produto('P1'),
  quantidadeMilesimos: 1000,
  custoUnitario: valor,
  valorTotal: valor,
  fornecedor: 'Fornecedor',
  documento: 'NF 1',
});
const ajuste = (idExterno: string, empresaId: string, data: string, valor: bigint): EstoqueAjusteInput => ({
  idExterno,
  empresaId,
  data,
  ...produto('P1'),
  quantidadeMilesimos: valor < 0n ? -100 : 100,
  valor,
  motivo: valor < 0n ? 'Quebra' : 'Sobra',
});

/** What the rollup must hold: the stock tables summed per store-month, recomputed from scratch. */
const RECALCULO = sql`
  select empresa_id, mes::text as mes, sum(inicial)::text as inicial, sum(entradas)::text as entradas,
    sum(ajustes)::text as ajustes, sum(final)::text as final, bool_or(fechado) as fechado
  from (
    select empresa_id, date_trunc('month', data)::date as mes,
      coalesce(sum(valor) filter (where tipo = 'inicial'), 0) as inicial, 0 as entradas, 0 as ajustes,
      coalesce(sum(valor) filter (where tipo = 'final'), 0) as final, bool_or(tipo = 'final') as fechado
    from estoque_posicao group by 1, 2
    union all select empresa_id, date_trunc('month', data)::date, 0, sum(valor), 0, 0, false
    from estoque_entrada group by 1, 2
    union all select empresa_id, date_trunc('month', data)::date, 0, 0, sum(valor), 0, false
    from estoque_ajuste group by 1, 2
  ) m group by 1, 2 order by 1, 2`;

const ROLLUP = sql`
  select empresa_id, mes::text as mes, inicial::text as inicial, entradas::text as entradas,
    ajustes::text as ajustes, final::text as final, fechado
  from estoque_mensal order by 1, 2`;

const linhas = async (tx: DatabaseOrTransaction, q: typeof ROLLUP) => (await tx.execute(q)).rows;

beforeAll(async () => {
  t = await createTestDatabase();
  rede = await criarRedeDre(t.ownerDb);
  const { aM1, aM2, bM1 } = rede.lojas;
  // through the application role: row-level security and its grants apply to the rollup's upkeep too
  await withTenant(t.db, rede.clienteId, async (tx) => {
    await ingestEstoquePosicoes(tx, rede.clienteId, [
      posicao(aM1, '2026-01-01', 'inicial', 'P1', 10_000n),
      posicao(aM1, '2026-01-01', 'inicial', 'P2', 5_000n),
      posicao(aM1, '2026-01-31', 'final', 'P1', 4_000n),
      posicao(bM1, '2026-01-31', 'final', 'P1', 1_000n),
    ]);
    await ingestEstoqueEntradas(
      tx,
      rede.clienteId,
      [
        entrada('e1', aM1, '2026-01-10', 20_000n),
        entrada('e2', aM1, '2026-01-20', 3_000n),
        entrada('e3', bM1, '2026-01-03', 5_000n),
      ],
      'teste',
    );
    await ingestEstoqueAjustes(
      tx,
      rede.clienteId,
      [
        ajuste('a1', aM1, '2026-01-15', -500n),
        ajuste('a2', aM1, '2026-01-25', 200n),
        ajuste('a3', aM2, '2026-03-10', -1_000n),
      ],
      'teste',
    );
  });
  // a second upload: a closing position replaced, an entry and an adjustment moved, February not closed
  await withTenant(t.db, rede.clienteId, async (tx) => {
    await ingestEstoquePosicoes(tx, rede.clienteId, [
      posicao(aM1, '2026-01-31', 'final', 'P1', 6_000n),
      posicao(aM1, '2026-02-01', 'inicial', 'P1', 6_000n),
    ]);
    await ingestEstoqueEntradas(
      tx,
      rede.clienteId,
      [entrada('e2', bM1, '2026-03-02', 3_000n), entrada('e4', aM1, '2026-02-05', 1_000n)],
      'teste',
    );
    await ingestEstoqueAjustes(tx, rede.clienteId, [ajuste('a3', aM1, '2026-01-12', -1_000n)], 'teste');
  });
});
afterAll(() => t?.close());

const selecao = (over: Partial<SelecaoDre> = {}): SelecaoDre => ({
  filtro: 'A',
  empresaIds: Object.values(rede.lojas),
  centroDeCustoIds: null,
  inicio: '2026-01-01',
  fim: '2026-03-01',
  status: 0,
  ...over,
});

async function cmv(s: SelecaoDre, grao: GraoDre, cliente = rede.clienteId) {
  const valores = await withTenant(t.db, cliente, (tx) =>
    lerCmvDre(tx, { clienteId: cliente, selecao: s, grao }),
  );
  return valores.map((v) => `${v.mes} ${v.empresaId ?? '-'} ${v.valor}`).sort();
}

describe('estoque_mensal', () => {
  it('equals the stock tables summed per store-month after every upsert, moves and replacements included', async () => {
    const { aM1, bM1 } = rede.lojas;
    const rollup = await withTenant(t.db, rede.clienteId, (tx) => linhas(tx, ROLLUP));
    expect(rollup).toEqual(await linhas(t.ownerDb, RECALCULO));
    const linha = (empresa: string, mes: string, v: [number, number, number, number], fechado: boolean) => ({
      empresa_id: empresa,
      mes,
      inicial: String(v[0]),
      entradas: String(v[1]),
      ajustes: String(v[2]),
      final: String(v[3]),
      fechado,
    });
    // aM2's March lost its only stock row (a3 moved to aM1's January): no row left for it
    expect(rollup).toEqual(
      expect.arrayContaining([
        linha(aM1, '2026-01-01', [15_000, 20_000, -1_300, 6_000], true),
        linha(aM1, '2026-02-01', [6_000, 1_000, 0, 0], false),
        linha(bM1, '2026-01-01', [0, 5_000, 0, 1_000], true),
        linha(bM1, '2026-03-01', [0, 3_000, 0, 0], false),
      ]),
    );
    expect(rollup).toHaveLength(4);
  });

  it('is invisible to another tenant', async () => {
    const outro = uuidv7();
    expect(await withTenant(t.db, outro, (tx) => linhas(tx, ROLLUP))).toEqual([]);
    expect(await cmv(selecao(), { porEmpresa: true, porCentroDeCusto: false }, outro)).toEqual([]);
  });
});

describe('lerCmvDre', () => {
  it('gives opening + entries + adjustments − closing as a cost, for closed store-months only', async () => {
    const { aM1, bM1 } = rede.lojas;
    // aM1: −(15.000 + 20.000 − 1.300 − 6.000); bM1: −(5.000 − 1.000); February and March have no closing position
    expect(await cmv(selecao(), { porEmpresa: true, porCentroDeCusto: false })).toEqual(
      [`2026-01-01 ${aM1} -27700`, `2026-01-01 ${bM1} -4000`].sort(),
    );
    expect(await cmv(selecao(), { porEmpresa: false, porCentroDeCusto: false })).toEqual([
      '2026-01-01 - -31700',
    ]);
  });

  it('reads only the selected stores and months', async () => {
    const grao = { porEmpresa: false, porCentroDeCusto: false };
    expect(await cmv(selecao({ empresaIds: [rede.lojas.bM1] }), grao)).toEqual(['2026-01-01 - -4000']);
    expect(await cmv(selecao({ inicio: '2026-02-01' }), grao)).toEqual([]);
    expect(await cmv(selecao({ empresaIds: [rede.lojas.aM2] }), grao)).toEqual([]);
  });
});

import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import type { GraoDre, SelecaoDre, ValorExtraDre } from '../../engine/dre/types.ts';
import { colunaOuNulo, uuids } from './selecao-sql.ts';

/**
 * The CMV line's values (DESIGN.md §5): per store and month, the cost of what left the stock = opening position +
 * entries + adjustments (signed: a count that found more raises the stock) − closing position, at cost, summed over
 * the stores of the grain. Signed as the ledger signs a cost (negative), so `Lucro Bruto = RL + CMV` holds.
 * A store-month counts only once its closing position exists: before the month is closed its CMV is not known
 * (no data, never opening + entries as if nothing had been sold). Positions, entries and adjustments fall in the
 * month of their date. Read from the stock tables themselves (no rollup of them yet): a few milliseconds for a
 * store's cells, but 0.7 s for the whole bench network over 12 months (2 M stock rows) — a monthly stock rollup
 * kept by the stock ingestion is the way to make it cheap (the CMV issue).
 */
export async function lerCmvDre(
  tx: DatabaseOrTransaction,
  p: { clienteId: string; selecao: SelecaoDre; grao: GraoDre },
): Promise<ValorExtraDre[]> {
  const s = p.selecao;
  const periodo = (alias: string) =>
    sql`${sql.raw(alias)}.cliente_id = ${p.clienteId} and ${sql.raw(alias)}.empresa_id = any(${uuids(s.empresaIds)})
      and ${sql.raw(alias)}.data >= ${s.inicio}::date and ${sql.raw(alias)}.data < (${s.fim}::date + interval '1 month')`;
  const mesDe = (alias: string) => sql.raw(`date_trunc('month', ${alias}.data)::date`);
  const { rows } = await tx.execute<{ mes: string; empresa_id: string | null; valor: string }>(sql`
    with movimento as (
      select x.empresa_id, ${mesDe('x')} as mes,
        sum(case when x.tipo = 'inicial' then x.valor else -x.valor end) as valor, bool_or(x.tipo = 'final') as fechado
      from estoque_posicao x where ${periodo('x')} group by 1, 2
      union all
      select x.empresa_id, ${mesDe('x')}, sum(x.valor), false from estoque_entrada x where ${periodo('x')} group by 1, 2
      union all
      select x.empresa_id, ${mesDe('x')}, sum(x.valor), false from estoque_ajuste x where ${periodo('x')} group by 1, 2
    ), loja_mes as (
      select empresa_id, mes, sum(valor) as consumo from movimento group by 1, 2 having bool_or(fechado)
    )
    select mes::text as mes, ${colunaOuNulo(p.grao.porEmpresa, 'empresa_id', 'empresa_id')},
      (-sum(consumo))::text as valor
    from loja_mes group by 1, 2`);
  return rows.map((r) => ({
    filtro: s.filtro,
    origem: 'cmv' as const,
    linhaId: null,
    tipoDeValorDePdv: null,
    mes: r.mes,
    empresaId: r.empresa_id,
    centroDeCustoId: null,
    valor: BigInt(r.valor),
  }));
}

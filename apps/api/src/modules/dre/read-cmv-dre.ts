import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import type { GraoDre, SelecaoDre, ValorExtraDre } from '../../engine/dre/types.ts';
import { colunaOuNulo, mesOuPeriodoTexto, uuids } from './selecao-sql.ts';

/**
 * The CMV line's values (DESIGN.md §5): per store and month, the cost of what left the stock = opening position +
 * entries + adjustments (signed: a count that found more raises the stock) − closing position, at cost, summed over
 * the stores of the grain. Signed as the ledger signs a cost (negative), so `Lucro Bruto = RL + CMV` holds.
 * A store-month counts only once its closing position exists: before the month is closed its CMV is not known
 * (no data, never opening + entries as if nothing had been sold). Positions, entries and adjustments fall in the
 * month of their date. Read from the monthly stock rollup the stock ingestion keeps (db/schema/cmv-mensal.ts): one
 * row per store-month instead of the stock rows themselves.
 */
export async function lerCmvDre(
  tx: DatabaseOrTransaction,
  p: { clienteId: string; selecao: SelecaoDre; grao: GraoDre },
): Promise<ValorExtraDre[]> {
  const s = p.selecao;
  const { rows } = await tx.execute<{ mes: string; empresa_id: string | null; valor: string }>(cmvSql(p));
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

/**
 * lerCmvDre's statement: columns mes (the period's first month when GraoDre.porMes is false: summed over it),
 * empresa_id (null unless the grain is by store) and valor (text).
 */
export function cmvSql(p: { clienteId: string; selecao: SelecaoDre; grao: GraoDre }): SQL {
  const s = p.selecao;
  return sql`
    select ${mesOuPeriodoTexto(p.grao, 'm', s)}, ${colunaOuNulo(p.grao.porEmpresa, 'm.empresa_id', 'empresa_id')},
      (-sum(m.inicial + m.entradas + m.ajustes - m.final))::text as valor
    from estoque_mensal m
    where m.cliente_id = ${p.clienteId} and m.empresa_id = any(${uuids(s.empresaIds)})
      and m.mes between ${s.inicio}::date and ${s.fim}::date and m.fechado
    group by 1, 2`;
}

import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import type { SelecaoDre, ValorOrcadoDre } from '../../engine/dre/types.ts';
import { lojasEMesesSql, selecaoComLojas, uuids } from './selecao-sql.ts';

export interface LerOrcadoDreParams {
  clienteId: string;
  /** Filter A's selection (the budget is compared in the month layout, with filter A alone). */
  selecao: SelecaoDre;
  /** The model's lines that take a budget (account, manual, CMV and PDV: tiposDeLinhaPorTipoValor.orcado). */
  linhas: readonly string[];
}

/**
 * The budget of 'Comparar com orçado' (issue 11 §3): valor_orcado_dre summed per line and month over the
 * selection's stores and months. Cost centres as the manual values (read-valores-extras-dre.ts): the budget of the
 * store as a whole and of every cost centre without a list; with a list, those cost centres' (and the store's as
 * a whole); a selection without the store's values (a user limited to cost centres) only its cost centres'. Only
 * what exists comes back: a line and month without a budget has no element (no budget, not zero).
 */
export async function lerOrcadoDre(
  tx: DatabaseOrTransaction,
  p: LerOrcadoDreParams,
): Promise<ValorOrcadoDre[]> {
  const s = p.selecao;
  if (!selecaoComLojas(s) || p.linhas.length === 0) return [];
  const lista =
    s.centroDeCustoIds === null ? null : sql`v.centro_de_custo_id = any(${uuids(s.centroDeCustoIds)})`;
  const daLoja = s.valoresDaLoja !== false;
  const centros =
    lista === null
      ? daLoja
        ? sql``
        : sql`and v.centro_de_custo_id is not null`
      : daLoja
        ? sql`and (v.centro_de_custo_id is null or ${lista})`
        : sql`and ${lista}`;
  const { rows } = await tx.execute<{ linha_dre_id: string; mes: string; valor: string }>(sql`
    select v.linha_dre_id::text as linha_dre_id, v.mes::text as mes, sum(v.valor)::text as valor
    from valor_orcado_dre v
    where v.cliente_id = ${p.clienteId} and v.linha_dre_id = any(${uuids(p.linhas)})
      and ${lojasEMesesSql('v', s, { status: false })} ${centros}
    group by 1, 2`);
  return rows.map((r) => ({ linhaId: r.linha_dre_id, mes: r.mes, valor: BigInt(r.valor) }));
}

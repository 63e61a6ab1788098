import { sql, type SQL } from 'drizzle-orm';

// The SQL that writes the DRE's compact rollups (db/schema/dre-rollup.ts): per store, and per grupo and marca.
// Shared by ingestion (deltas), the re-map of a grupo and the rebuild, so the three can never map an entry
// differently, and the grupo rows are always the sum of their stores' rows.

/**
 * The one definition of "an entry reaches a franchisor account" (DESIGN.md §5, issue 9): the De-Para row of the
 * store's grupo and marca for the entry's franchisee account, when it is approved and names a franchisor account.
 * Rows of the franqueador view without a franchisee account (its justifications) never match: they map nothing.
 * Joins the relation aliased `fonte` (with `empresa_id` and `conta_franqueado_id`) to its store `e` and its
 * mapping `d` (at most one row: de_para is unique on grupo, marca and franchisee account; null when unmapped).
 */
export const mapeamentoJoinSql = (clienteId: string, fonte: string): SQL => {
  const f = sql.raw(fonte);
  return sql`join empresa e on e.cliente_id = ${clienteId} and e.id = ${f}.empresa_id
    left join de_para d on d.cliente_id = ${clienteId} and d.grupo_id = e.grupo_id and d.marca_id = e.marca_id
      and d.conta_franqueado_id = ${f}.conta_franqueado_id and d.status = 'aprovado'
      and d.conta_franqueador_id is not null`;
};

/** The rollups' account columns from the mapping: the franchisor account, or the unmapped franchisee account. */
const contasSql = (fonte: string): SQL =>
  sql.raw(`d.conta_franqueador_id,
    case when d.conta_franqueador_id is null then ${fonte}.conta_franqueado_id end as conta_franqueado_id`);

const COLUNAS_LOJA = sql.raw(`cliente_id, empresa_id, conta_franqueador_id, conta_franqueado_id, valor, mes,
  quantidade, regime, status`);
const COLUNAS_GRUPO =
  sql.raw(`cliente_id, grupo_id, marca_id, conta_franqueador_id, conta_franqueado_id, valor, mes,
  quantidade, regime, status`);
const SOMAR = sql.raw(
  `set valor = r.valor + excluded.valor, quantidade = r.quantidade + excluded.quantidade`,
);

/**
 * Ingestion's part (CTEs `dre_delta`, `dre_loja`, `dre_grupo`): `fonte` holds the monthly rollup's deltas of one
 * statement (`empresa_id`, `conta_franqueado_id`, `valor`, `mes`, `n`, `regime`, `status`), mapped once through the
 * De-Para as this statement sees it and added to both rollups. The caller holds the grupos' De-Para locks in shared
 * mode (ingest-lancamentos), so no mapping of those grupos changes before it commits.
 */
export function somarDeltasRollupDreSql(clienteId: string, fonte: string): SQL {
  return sql`dre_delta as (
      select x.empresa_id, e.grupo_id, e.marca_id, ${contasSql('x')}, sum(x.valor) as valor, x.mes, sum(x.n) as n,
        x.regime, x.status
      from ${sql.raw(fonte)} x
      ${mapeamentoJoinSql(clienteId, 'x')}
      group by x.empresa_id, e.grupo_id, e.marca_id, 4, 5, x.mes, x.regime, x.status
    ),
    dre_loja as (
      insert into lancamento_mensal_franqueador as r (${COLUNAS_LOJA})
      select ${clienteId}::uuid, empresa_id, conta_franqueador_id, conta_franqueado_id, valor, mes, n, regime, status
      from dre_delta
      on conflict on constraint lancamento_mensal_franqueador_chave_uq do update ${SOMAR}
      returning 1
    ),
    dre_grupo as (
      insert into lancamento_mensal_franqueador_grupo as r (${COLUNAS_GRUPO})
      select ${clienteId}::uuid, grupo_id, marca_id, conta_franqueador_id, conta_franqueado_id, sum(valor), mes, sum(n),
        regime, status
      from dre_delta
      group by grupo_id, marca_id, conta_franqueador_id, conta_franqueado_id, mes, regime, status
      on conflict on constraint lancamento_mensal_franqueador_grupo_chave_uq do update ${SOMAR}
      returning 1
    )`;
}

/**
 * The rollups' rows of the stores matching `lojas` (a condition on the monthly rollup `lm` or its store `e`; whole
 * grupos), computed from the monthly rollup and the approved De-Para in one statement: the store rows, and the grupo
 * rows summed from the same computed set (never read back). What the re-map and the rebuild insert after deleting
 * those stores' rows.
 */
export function calcularRollupDreSql(clienteId: string, lojas: SQL): SQL {
  return sql`with calculado as (
      select lm.empresa_id, e.grupo_id, e.marca_id, ${contasSql('lm')}, sum(lm.valor) as valor, lm.mes,
        sum(lm.quantidade) as quantidade, lm.regime, lm.status
      from lancamento_mensal lm
      ${mapeamentoJoinSql(clienteId, 'lm')}
      where lm.cliente_id = ${clienteId} and lm.quantidade <> 0 and ${lojas}
      group by lm.empresa_id, e.grupo_id, e.marca_id, 4, 5, lm.mes, lm.regime, lm.status
    ),
    loja as (
      insert into lancamento_mensal_franqueador (${COLUNAS_LOJA})
      select ${clienteId}::uuid, empresa_id, conta_franqueador_id, conta_franqueado_id, valor, mes, quantidade, regime,
        status
      from calculado
      order by empresa_id, regime, mes, conta_franqueador_id, conta_franqueado_id, status
      returning 1
    )
    insert into lancamento_mensal_franqueador_grupo (${COLUNAS_GRUPO})
    select ${clienteId}::uuid, grupo_id, marca_id, conta_franqueador_id, conta_franqueado_id, sum(valor), mes,
      sum(quantidade), regime, status
    from calculado
    group by grupo_id, marca_id, conta_franqueador_id, conta_franqueado_id, mes, regime, status`;
}

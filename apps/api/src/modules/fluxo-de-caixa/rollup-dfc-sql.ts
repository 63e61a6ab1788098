import { sql, type SQL } from 'drizzle-orm';
import { mapeamentoJoinSql } from '../dre/rollup-sql.ts';

// The SQL that writes the cash flow's compact rollups (db/schema/dfc-rollup.ts): by cash day and by cash month, per
// store × franchisor account × status × the entry flags. Shared by ingestion (deltas), the re-map of a grupo, the
// rebuild and the migration that filled them, so none can map or date an entry differently, and the monthly rows
// are always the sum of the daily ones.

/** The rule's dimensions (engine/dfc/regra.ts), in the order of the rollups' keys after the day or month. */
const FLAGS = 'status, parcela_aprovada, previsao, transferencia, boleto_a_receber, caixa_aberto';
const COLUNAS = (periodo: 'dia' | 'mes') =>
  sql.raw(`cliente_id, empresa_id, ${periodo}, conta_franqueador_id, ${FLAGS}, valor, quantidade`);
const SOMAR = sql.raw(
  `set valor = r.valor + excluded.valor, quantidade = r.quantidade + excluded.quantidade`,
);
const comPrefixo = (alias: string) =>
  FLAGS.split(', ')
    .map((c) => `${alias}.${c}`)
    .join(', ');
/** The first day of the date's month (date arithmetic: no detour through a time zone, as date_trunc takes). */
const mesDe = (coluna: string) => sql.raw(`(${coluna} - extract(day from ${coluna})::int + 1)`);

/**
 * Ingestion's part (CTEs `dfc_delta`, `dfc_dia`, `dfc_mes`): `fonte` holds one statement's signed ledger rows or
 * deltas (`empresa_id`, `conta_franqueado_id`, `dia_caixa` — the payment date, else the due date —, `status`, the
 * five flags, `valor`, `n`), mapped once through the De-Para as this statement sees it and added to both rollups.
 * Reusable from any relation with those columns (a staging table of a bulk load). The caller holds the grupos'
 * De-Para locks in shared mode (ingest-lancamentos), so no mapping of those grupos changes before it commits.
 */
export function somarDeltasRollupDfcSql(clienteId: string, fonte: string): SQL {
  return sql`dfc_delta as (
      select x.empresa_id, x.dia_caixa as dia, d.conta_franqueador_id, ${sql.raw(comPrefixo('x'))},
        sum(x.valor) as valor, sum(x.n) as n
      from ${sql.raw(fonte)} x
      ${mapeamentoJoinSql(clienteId, 'x')}
      group by x.empresa_id, x.dia_caixa, d.conta_franqueador_id, ${sql.raw(comPrefixo('x'))}
    ),
    dfc_dia as (
      insert into dfc_diario_franqueador as r (${COLUNAS('dia')})
      select ${clienteId}::uuid, empresa_id, dia, conta_franqueador_id, ${sql.raw(FLAGS)}, valor, n
      from dfc_delta
      on conflict on constraint dfc_diario_franqueador_chave_uq do update ${SOMAR}
      returning 1
    ),
    dfc_mes as (
      insert into dfc_mensal_franqueador as r (${COLUNAS('mes')})
      select ${clienteId}::uuid, empresa_id, ${mesDe('dia')}, conta_franqueador_id, ${sql.raw(FLAGS)}, sum(valor),
        sum(n)
      from dfc_delta
      group by empresa_id, 3, conta_franqueador_id, ${sql.raw(FLAGS)}
      on conflict on constraint dfc_mensal_franqueador_chave_uq do update ${SOMAR}
      returning 1
    )`;
}

/**
 * The rollups' rows of the stores matching `lojas` (a condition on the daily franchisee-account rollup `ld` or its
 * store `e`; whole grupos) — of every franchisor account, or only of `contas` and the unmapped ones — computed from
 * `lancamento_diario` and the approved De-Para in one statement: the daily rows, and the monthly rows summed from
 * the same computed set (never read back). What the re-map and the rebuild insert after deleting those rows.
 */
export function calcularRollupDfcSql(clienteId: string, lojas: SQL, contas?: SQL): SQL {
  return sql`with calculado as (
      select ld.empresa_id, ld.dia, d.conta_franqueador_id, ${sql.raw(comPrefixo('ld'))}, sum(ld.valor) as valor,
        sum(ld.quantidade) as quantidade
      from lancamento_diario ld
      ${mapeamentoJoinSql(clienteId, 'ld')}
      where ld.cliente_id = ${clienteId} and ld.quantidade <> 0 and ${lojas}
        ${contas ? sql`and (d.conta_franqueador_id is null or d.conta_franqueador_id = any(${contas}))` : sql``}
      group by ld.empresa_id, ld.dia, d.conta_franqueador_id, ${sql.raw(comPrefixo('ld'))}
    ),
    diario as (
      insert into dfc_diario_franqueador (${COLUNAS('dia')})
      select ${clienteId}::uuid, empresa_id, dia, conta_franqueador_id, ${sql.raw(FLAGS)}, valor, quantidade
      from calculado
      order by empresa_id, dia, conta_franqueador_id
      returning 1
    )
    insert into dfc_mensal_franqueador (${COLUNAS('mes')})
    select ${clienteId}::uuid, empresa_id, ${mesDe('dia')}, conta_franqueador_id, ${sql.raw(FLAGS)}, sum(valor),
      sum(quantidade)
    from calculado
    group by empresa_id, 3, conta_franqueador_id, ${sql.raw(FLAGS)}`;
}

import { sql, type SQL } from 'drizzle-orm';
import { mapeamentoJoinSql } from '../dre/rollup-sql.ts';

// The SQL that writes the cash flow's compact rollups (db/schema/dfc-rollup.ts): by cash day and by cash month, per
// store and per grupo × franchisor account × status × the entry flags. Shared by ingestion (deltas), the re-map of a
// grupo, the rebuild and the migration that filled them, so none can map or date an entry differently, the monthly
// rows are always the sum of the daily ones and the grupo rows the sum of their stores'.

/** The rule's dimensions (engine/dfc/regra.ts), in the order of the rollups' keys after the day or month. */
const FLAGS = 'status, parcela_aprovada, previsao, transferencia, boleto_a_receber, caixa_aberto';
const flags = sql.raw(FLAGS);
const SOMAR = sql.raw(
  `set valor = r.valor + excluded.valor, quantidade = r.quantidade + excluded.quantidade`,
);
const comPrefixo = (alias: string) =>
  sql.raw(
    FLAGS.split(', ')
      .map((c) => `${alias}.${c}`)
      .join(', '),
  );
/** The first day of the date's month (date arithmetic: no detour through a time zone, as date_trunc takes). */
const mesDe = (coluna: string) => sql.raw(`(${coluna} - extract(day from ${coluna})::int + 1)`);

/** The four rollups: by store or grupo (`dono`), by day or month. */
const ROLLUPS = [
  { tabela: 'dfc_diario_franqueador', dono: 'empresa_id', periodo: 'dia' },
  { tabela: 'dfc_mensal_franqueador', dono: 'empresa_id', periodo: 'mes' },
  { tabela: 'dfc_diario_franqueador_grupo', dono: 'grupo_id', periodo: 'dia' },
  { tabela: 'dfc_mensal_franqueador_grupo', dono: 'grupo_id', periodo: 'mes' },
] as const;
export const TABELAS_DFC = ROLLUPS.map((r) => r.tabela);

/**
 * One rollup's rows from a relation of computed store rows (`empresa_id`, `grupo_id`, `dia`, `conta_franqueador_id`,
 * the flags, `valor`, `n`): grouped by the rollup's owner and period, inserted (or, with `somar`, added to the
 * existing rows by its key).
 */
function inserirSql(clienteId: string, r: (typeof ROLLUPS)[number], fonte: string, somar: boolean): SQL {
  const periodo = r.periodo === 'dia' ? sql.raw('dia') : mesDe('dia');
  return sql`insert into ${sql.raw(r.tabela)} as r (cliente_id, ${sql.raw(r.dono)}, ${sql.raw(r.periodo)},
      conta_franqueador_id, ${flags}, valor, quantidade)
    select ${clienteId}::uuid, ${sql.raw(r.dono)}, ${periodo}, conta_franqueador_id, ${flags}, sum(valor), sum(n)
    from ${sql.raw(fonte)}
    group by ${sql.raw(r.dono)}, 3, conta_franqueador_id, ${flags}
    ${
      somar
        ? sql`on conflict on constraint ${sql.raw(`${r.tabela}_chave_uq`)} do update ${SOMAR}`
        : // in the key's order: a rebuild's millions of rows go into the index page after page
          sql`order by 2, 3, 4`
    }`;
}

/**
 * Ingestion's part (CTEs `dfc_delta`, `dfc_0` … `dfc_3`): `fonte` holds one statement's signed ledger rows or deltas
 * (`empresa_id`, `conta_franqueado_id`, `dia_caixa` — the payment date, else the due date —, `status`, the five
 * flags, `valor`, `n`), mapped once through the De-Para as this statement sees it and added to the four rollups.
 * Reusable from any relation with those columns (a staging table of a bulk load). The caller holds the grupos'
 * De-Para locks in shared mode (ingest-lancamentos), so no mapping of those grupos changes before it commits.
 */
export function somarDeltasRollupDfcSql(clienteId: string, fonte: string): SQL {
  const escritas = ROLLUPS.map(
    (r, i) => sql`${sql.raw(`dfc_${i}`)} as (${inserirSql(clienteId, r, 'dfc_delta', true)} returning 1)`,
  );
  return sql`dfc_delta as (
      select x.empresa_id, e.grupo_id, x.dia_caixa as dia, d.conta_franqueador_id, ${comPrefixo('x')},
        sum(x.valor) as valor, sum(x.n) as n
      from ${sql.raw(fonte)} x
      ${mapeamentoJoinSql(clienteId, 'x')}
      group by x.empresa_id, e.grupo_id, x.dia_caixa, d.conta_franqueador_id, ${comPrefixo('x')}
    ),
    ${sql.join(escritas, sql`, `)}`;
}

/**
 * The rollups' rows of the stores matching `lojas` (a condition on the daily franchisee-account rollup `ld` or its
 * store `e`; whole grupos, so the grupo rows are whole too) — of every franchisor account, or only of `contas` and
 * the unmapped ones — computed from `lancamento_diario` and the approved De-Para in one statement: the daily store
 * rows, and the monthly and grupo rows summed from the same computed set (never read back). What the re-map and the
 * rebuild insert after deleting those rows.
 */
export function calcularRollupDfcSql(clienteId: string, lojas: SQL, contas?: SQL): SQL {
  const [diario, ...outros] = ROLLUPS.map((r) => inserirSql(clienteId, r, 'calculado', false));
  return sql`with calculado as (
      select ld.empresa_id, e.grupo_id, ld.dia, d.conta_franqueador_id, ${comPrefixo('ld')}, sum(ld.valor) as valor,
        sum(ld.quantidade) as n
      from lancamento_diario ld
      ${mapeamentoJoinSql(clienteId, 'ld')}
      where ld.cliente_id = ${clienteId} and ld.quantidade <> 0 and ${lojas}
        ${contas ? sql`and (d.conta_franqueador_id is null or d.conta_franqueador_id = any(${contas}))` : sql``}
      group by ld.empresa_id, e.grupo_id, ld.dia, d.conta_franqueador_id, ${comPrefixo('ld')}
    ),
    ${sql.join(
      outros.map((o, i) => sql`${sql.raw(`escrita_${i}`)} as (${o} returning 1)`),
      sql`, `,
    )}
    ${diario}`;
}

import { sql } from 'drizzle-orm';
import { withTenant, type DatabaseOrTransaction } from '../../db/index.ts';
import { lockGrupos } from '../de-para/locks.ts';
import { calcularRollupDfcSql, TABELAS_DFC } from './rollup-dfc-sql.ts';

/**
 * Re-maps the cash flow's rollups of the grupos' stores: their rows are computed again from `lancamento_diario` and
 * the approved De-Para as this transaction now sees it. Every transaction that changes which mappings are approved
 * calls it (with the DRE's remapearRollupDreDoGrupo) before it commits, so the cash flow reads the new mapping as
 * soon as the change is visible. Right under READ COMMITTED for the reason the DRE's re-map gives: the grupos'
 * De-Para locks (re-entrant) keep every ingestion of those stores out until this transaction commits.
 *
 * `contasFranqueador`: every franchisor account a changed mapping pointed to before or points to now. Only those
 * accounts' rows and the unmapped ones can change, so only they are rewritten (a grupo's day rows are ~10 times its
 * month rows: rewriting all of a 20-store grupo's took ~2 s). Absent: every row of the stores.
 */
export async function remapearRollupDfcDoGrupo(
  tx: DatabaseOrTransaction,
  clienteId: string,
  grupoIds: readonly string[],
  contasFranqueador?: readonly string[],
): Promise<void> {
  if (grupoIds.length === 0) return;
  await lockGrupos(tx, grupoIds);
  await tx.execute(sql`select set_config('work_mem', '64MB', true)`);
  const grupos = sql`${sql.param([...new Set(grupoIds)])}::uuid[]`;
  const { rows } = await tx.execute<{ id: string }>(sql`select id from empresa
    where cliente_id = ${clienteId} and grupo_id = any(${grupos})`);
  // the stores as a list: each table is then read and written store by store through its key, never scanned
  const lojas = sql`${sql.param(rows.map((r) => r.id))}::uuid[]`;
  const contas = contasFranqueador && sql`${sql.param([...new Set(contasFranqueador)])}::uuid[]`;
  const soContas = contas
    ? sql`and (conta_franqueador_id is null or conta_franqueador_id = any(${contas}))`
    : sql``;
  for (const tabela of TABELAS_DFC) {
    const dono = tabela.endsWith('_grupo') ? sql`grupo_id = any(${grupos})` : sql`empresa_id = any(${lojas})`;
    await tx.execute(
      sql`delete from ${sql.raw(tabela)} where cliente_id = ${clienteId} and ${dono} ${soContas}`,
    );
  }
  await tx.execute(calcularRollupDfcSql(clienteId, sql`ld.empresa_id = any(${lojas})`, contas));
}

/**
 * Rebuilds the cliente's whole cash-flow rollups from `lancamento_diario` (a bulk load that skipped them, or
 * repair). One transaction holding the De-Para locks of every grupo, so no ingestion or mapping change interleaves.
 */
export function reconstruirRollupDfc(db: DatabaseOrTransaction, clienteId: string): Promise<void> {
  return withTenant(db, clienteId, async (tx) => {
    const { rows } = await tx.execute<{ id: string }>(
      sql`select id from grupo where cliente_id = ${clienteId}`,
    );
    await lockGrupos(
      tx,
      rows.map((r) => r.id),
    );
    await tx.execute(sql`select set_config('work_mem', '256MB', true)`);
    for (const tabela of TABELAS_DFC)
      await tx.execute(sql`delete from ${sql.raw(tabela)} where cliente_id = ${clienteId}`);
    await tx.execute(calcularRollupDfcSql(clienteId, sql`true`));
  });
}

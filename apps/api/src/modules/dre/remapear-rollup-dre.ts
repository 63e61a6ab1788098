import { sql } from 'drizzle-orm';
import { withTenant, type DatabaseOrTransaction } from '../../db/index.ts';
import { lockGrupos } from '../de-para/locks.ts';
import { calcularRollupDreSql } from './rollup-sql.ts';

/**
 * Re-maps the DRE rollups of the grupos' stores: their rows are computed again from the monthly rollup and the
 * approved De-Para as this transaction now sees it. Every transaction that changes which mappings are approved
 * calls it before it commits, so the reports read the new mapping as soon as the change is visible.
 *
 * Why it is right under READ COMMITTED: it takes the grupos' De-Para locks (re-entrant: the callers hold them
 * already), which ingestion takes in shared mode before it writes any entry of those stores. So no ingestion of
 * these grupos is between its write and its commit while this runs, and none starts before this transaction
 * commits: each statement below reads a snapshot taken after the lock, with every committed entry of those stores
 * in `lancamento_mensal`, and no other transaction adds to these stores' rollup rows until the re-map is visible.
 */
export async function remapearRollupDreDoGrupo(
  tx: DatabaseOrTransaction,
  clienteId: string,
  grupoIds: readonly string[],
): Promise<void> {
  if (grupoIds.length === 0) return;
  await lockGrupos(tx, grupoIds);
  // a big grupo's months sort in memory (the default 4 MB spills to disk); for this transaction only
  await tx.execute(sql`select set_config('work_mem', '64MB', true)`);
  const grupos = sql`${sql.param([...new Set(grupoIds)])}::uuid[]`;
  // the stores as a list: each table is then read and written store by store through its key, never scanned
  const { rows } = await tx.execute<{ id: string }>(
    sql`select id from empresa where cliente_id = ${clienteId} and grupo_id = any(${grupos})`,
  );
  const lojas = sql`${sql.param(rows.map((r) => r.id))}::uuid[]`;
  await tx.execute(sql`delete from lancamento_mensal_franqueador_grupo
    where cliente_id = ${clienteId} and grupo_id = any(${grupos})`);
  await tx.execute(sql`delete from lancamento_mensal_franqueador
    where cliente_id = ${clienteId} and empresa_id = any(${lojas})`);
  await tx.execute(calcularRollupDreSql(clienteId, sql`lm.empresa_id = any(${lojas})`));
}

/**
 * Rebuilds the cliente's whole DRE rollups from the monthly rollup (repair, or a load that skipped them). One
 * transaction holding the De-Para locks of every grupo, so no ingestion or mapping change interleaves.
 */
export function reconstruirRollupDre(db: DatabaseOrTransaction, clienteId: string): Promise<void> {
  return withTenant(db, clienteId, async (tx) => {
    const { rows } = await tx.execute<{ id: string }>(
      sql`select id from grupo where cliente_id = ${clienteId}`,
    );
    await lockGrupos(
      tx,
      rows.map((r) => r.id),
    );
    await tx.execute(sql`select set_config('work_mem', '256MB', true)`);
    await tx.execute(sql`delete from lancamento_mensal_franqueador_grupo where cliente_id = ${clienteId}`);
    await tx.execute(sql`delete from lancamento_mensal_franqueador where cliente_id = ${clienteId}`);
    await tx.execute(calcularRollupDreSql(clienteId, sql`true`));
  });
}

import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { withTenant } from '../../db/index.ts';
import { relatorio } from '../../db/schema/index.ts';
import type { FileStorage } from '../../plugins/storage.ts';

/**
 * Removes the files of expired reports and marks them (`expired_at`): the rows stay in the list, not downloadable.
 * The expired ids of every cliente come from a SECURITY DEFINER function; each cliente's are then locked, removed
 * and marked with its tenant set. Answers how many files were removed.
 */
export async function expireReports(
  deps: { db: Database; storage: FileStorage },
  now: Date = new Date(),
): Promise<number> {
  const due = await deps.db.execute<{ cliente_id: string; relatorio_id: string }>(
    sql`select cliente_id, relatorio_id from app_relatorios_a_expirar(${now.toISOString()}::timestamptz)`,
  );
  const byCliente = new Map<string, string[]>();
  for (const row of due.rows)
    byCliente.set(row.cliente_id, [...(byCliente.get(row.cliente_id) ?? []), row.relatorio_id]);
  let removed = 0;
  for (const [clienteId, ids] of byCliente) {
    removed += await withTenant(deps.db, clienteId, async (tx) => {
      const rows = await tx
        .select({ id: relatorio.id, chave: relatorio.arquivoChave })
        .from(relatorio)
        .where(
          and(eq(relatorio.clienteId, clienteId), inArray(relatorio.id, ids), isNull(relatorio.expiredAt)),
        )
        .for('update', { skipLocked: true });
      for (const row of rows) if (row.chave) await deps.storage.delete(row.chave);
      if (rows.length === 0) return 0;
      await tx
        .update(relatorio)
        .set({ expiredAt: now })
        .where(
          and(
            eq(relatorio.clienteId, clienteId),
            inArray(
              relatorio.id,
              rows.map((r) => r.id),
            ),
          ),
        );
      return rows.length;
    });
  }
  return removed;
}

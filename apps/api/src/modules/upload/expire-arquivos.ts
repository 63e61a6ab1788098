import { ARQUIVO_DOWNLOAD_DIAS } from '@matriz/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { withTenant, type Database } from '../../db/index.ts';
import { arquivo } from '../../db/schema/index.ts';
import type { FileStorage } from '../../plugins/storage.ts';

/**
 * Removes the originals of uploads past their 30 days of download and marks them (`expired_at`): the rows stay in
 * the list, not downloadable. The due files of every cliente come from a SECURITY DEFINER function; each cliente's
 * are then locked, removed and marked with its tenant set (as the report expiry does). Answers how many.
 */
export async function expireArquivos(
  deps: { db: Database; storage: FileStorage },
  now: Date = new Date(),
): Promise<number> {
  const limite = new Date(now.getTime() - ARQUIVO_DOWNLOAD_DIAS * 86_400_000);
  const due = await deps.db.execute<{ cliente_id: string; arquivo_id: string }>(
    sql`select cliente_id, arquivo_id from app_arquivos_a_expirar(${limite.toISOString()}::timestamptz)`,
  );
  const porCliente = new Map<string, string[]>();
  for (const r of due.rows)
    porCliente.set(r.cliente_id, [...(porCliente.get(r.cliente_id) ?? []), r.arquivo_id]);
  let removidos = 0;
  for (const [clienteId, ids] of porCliente) {
    removidos += await withTenant(deps.db, clienteId, async (tx) => {
      const rows = await tx
        .select({ id: arquivo.id, chave: arquivo.arquivoChave })
        .from(arquivo)
        .where(and(eq(arquivo.clienteId, clienteId), inArray(arquivo.id, ids), isNull(arquivo.expiredAt)))
        .for('update', { skipLocked: true });
      for (const row of rows) if (row.chave) await deps.storage.delete(row.chave);
      if (rows.length === 0) return 0;
      await tx
        .update(arquivo)
        .set({ expiredAt: now })
        .where(
          and(
            eq(arquivo.clienteId, clienteId),
            inArray(
              arquivo.id,
              rows.map((r) => r.id),
            ),
          ),
        );
      return rows.length;
    });
  }
  return removidos;
}

import { createHash } from 'node:crypto';
import type { StatusArquivosOutput } from '@matriz/contracts';
import { and, inArray } from 'drizzle-orm';
import { withTenant, type Database } from '../../db/index.ts';
import { arquivo } from '../../db/schema/index.ts';
import type { AuthContext } from '../access/auth-context.ts';
import type { Scope } from '../access/scope.ts';
import { paraLinha, selecionarArquivos, visivelPara } from './queries.ts';

/**
 * GET status: the live view of the rows the screen follows (status, percentage, notes count) — one indexed read of
 * at most 100 rows, no count, no page. The answer's ETag is a hash of its content: the screen sends it back in
 * If-None-Match and an unchanged answer costs a 304 without a body. Chosen over server-sent events: it works the
 * same behind any proxy and across several API processes (the state lives in the database, not in a process), and
 * the browser's fetch turns a 304 into the cached 200 by itself.
 */
export async function statusArquivos(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  ids: readonly string[],
): Promise<{ corpo: StatusArquivosOutput; etag: string }> {
  const rows = await withTenant(db, auth.clienteId, (tx) =>
    selecionarArquivos(tx, and(visivelPara(auth, scope), inArray(arquivo.id, [...new Set(ids)]))),
  );
  const corpo: StatusArquivosOutput = {
    arquivos: rows.map((r) => {
      const l = paraLinha(r, auth);
      return {
        _id: l._id,
        updatedAt: l.updatedAt,
        statusProcessamento: l.statusProcessamento,
        resultado: l.resultado,
        porcentagem: l.porcentagem,
        totalNotas: l.totalNotas,
      };
    }),
  };
  const etag = `"${createHash('sha256').update(JSON.stringify(corpo)).digest('base64url').slice(0, 27)}"`;
  return { corpo, etag };
}

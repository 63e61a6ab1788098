import type { ListArquivosOutput, ListArquivosParams } from '@matriz/contracts';
import { and, count, eq } from 'drizzle-orm';
import { withTenant, type Database } from '../../db/index.ts';
import { arquivo } from '../../db/schema/index.ts';
import type { AuthContext } from '../access/auth-context.ts';
import type { Scope } from '../access/scope.ts';
import { paraLinha, selecionarArquivos, visivelPara } from './queries.ts';

/** GET list (spec 002 §7; Arquivo/Obter): the files the user sees (queries.ts), newest first, paged. */
export async function listArquivos(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  q: ListArquivosParams,
  agora: Date = new Date(),
): Promise<ListArquivosOutput> {
  const where = and(
    visivelPara(auth, scope),
    q.tipoArquivo === undefined ? undefined : eq(arquivo.tipo, q.tipoArquivo),
    q.statusProcessamento === undefined ? undefined : eq(arquivo.status, q.statusProcessamento),
  );
  return withTenant(db, auth.clienteId, async (tx) => {
    const [rows, [total]] = await Promise.all([
      selecionarArquivos(tx, where, { limit: q.pageSize, offset: (q.page - 1) * q.pageSize }),
      tx.select({ n: count() }).from(arquivo).where(where),
    ]);
    return { arquivos: rows.map((r) => paraLinha(r, auth, agora)), page: q.page, total: total?.n ?? 0 };
  });
}

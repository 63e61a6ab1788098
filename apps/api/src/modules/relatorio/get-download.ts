import { relatoriosMessages } from '@matriz/contracts';
import { and, eq } from 'drizzle-orm';
import { withTenant, type Database } from '../../db/index.ts';
import { relatorio } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { visibleTo } from './queries.ts';
import { STATUS } from './report-queue.ts';

/** The file of a finished, unexpired request the user may see; otherwise a pt-BR 404/409/410. */
export async function getDownload(db: Database, auth: AuthContext, id: string, now: Date = new Date()) {
  const [row] = await withTenant(db, auth.clienteId, (tx) =>
    tx
      .select()
      .from(relatorio)
      .where(and(visibleTo(auth), eq(relatorio.id, id))),
  );
  if (!row) throw notFound(relatoriosMessages.notFound);
  if (row.status === STATUS.erro) throw new AppError(409, relatoriosMessages.failed);
  if (row.status !== STATUS.finalizado || !row.arquivoChave)
    throw new AppError(409, relatoriosMessages.notReady);
  if (row.expiredAt || (row.expiresAt && row.expiresAt <= now))
    throw new AppError(410, relatoriosMessages.expired);
  return { key: row.arquivoChave, nome: row.arquivoNome ?? 'arquivo.xlsx' };
}

import { uploadMessages, type ExportarNotasArquivoOutput } from '@matriz/contracts';
import { and, eq } from 'drizzle-orm';
import { withTenant, type Database } from '../../db/index.ts';
import { arquivo } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { AuthContext } from '../access/auth-context.ts';
import type { Scope } from '../access/scope.ts';
import { enqueueReport } from '../relatorio/enqueue-report.ts';
import { notasArquivoReport } from './notas-report.ts';
import { visivelPara } from './queries.ts';

/**
 * POST export of a file's notes (spec 002 §7; Arquivo/Exportar, premium as every report download): a file the user
 * sees, with notes; the report request and its job commit together (the file appears in /relatorio).
 */
export async function exportarNotas(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  id: string,
): Promise<ExportarNotasArquivoOutput> {
  return withTenant(db, auth.clienteId, async (tx) => {
    const [row] = await tx
      .select({ id: arquivo.id, totalNotas: arquivo.totalNotas })
      .from(arquivo)
      .where(and(visivelPara(auth, scope), eq(arquivo.id, id)));
    if (!row) throw notFound(uploadMessages.notFound);
    if (row.totalNotas === 0) throw badRequest(uploadMessages.semNotas, 'id');
    return enqueueReport(tx, { clienteId: auth.clienteId, usuarioId: auth.usuarioId }, notasArquivoReport, {
      arquivoId: id,
    });
  });
}

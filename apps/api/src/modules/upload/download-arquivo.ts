import { situacaoDownloadArquivo, uploadMessages } from '@matriz/contracts';
import { and, eq } from 'drizzle-orm';
import { withTenant, type Database } from '../../db/index.ts';
import { arquivo } from '../../db/schema/index.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import type { FileStorage } from '../../plugins/storage.ts';
import type { AuthContext } from '../access/auth-context.ts';
import type { Scope } from '../access/scope.ts';
import { visivelPara } from './queries.ts';

export const TIPOS_MIME = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** RFC 6266: an ASCII fallback and the UTF-8 name. */
export function contentDisposition(nome: string): string {
  const ascii =
    nome
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'arquivo';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(nome)}`;
}

/**
 * GET download of an uploaded file's original (spec 002 §5, §6): the rule of the contract (situacaoDownloadArquivo)
 * enforced — premium (403 'Funcionalidade premium'), its uploader or a sysAdmin (403), within 30 days (410 'Download
 * expirado'), the file still stored (410). A file the user does not see, or of another cliente, is 404.
 */
export async function getDownloadArquivo(
  deps: { db: Database; storage: FileStorage },
  auth: AuthContext,
  scope: Scope,
  id: string,
  agora: Date = new Date(),
) {
  const [row] = await withTenant(deps.db, auth.clienteId, (tx) =>
    tx
      .select()
      .from(arquivo)
      .where(and(visivelPara(auth, scope), eq(arquivo.id, id))),
  );
  if (!row) throw notFound(uploadMessages.notFound);
  const chave = row.arquivoChave;
  const existe = chave !== null && row.expiredAt === null && (await deps.storage.size(chave)) !== null;
  const s = situacaoDownloadArquivo(
    { createdAt: row.createdAt, userId: row.usuarioId, removido: !existe },
    auth,
    agora,
  );
  if (s.motivo === 'premium') throw forbidden(uploadMessages.downloadPremium);
  if (s.motivo === 'naoEhDoUsuario') throw forbidden(uploadMessages.downloadSomenteDono);
  if (s.motivo === 'expirado') throw new AppError(410, uploadMessages.downloadExpirado);
  if (s.motivo === 'removido' || !chave) throw new AppError(410, uploadMessages.downloadRemovido);
  const formato = row.formato === 'xlsx' ? 'xlsx' : 'csv';
  return { chave, nome: row.nome, tipo: TIPOS_MIME[formato] };
}

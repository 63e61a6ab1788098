import { usuariosMessages } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { notifyAccessChanged } from '../access/notify.ts';
import type { Scope } from '../access/scope.ts';
import { assertUserManageable } from './errors.ts';
import { deleteUserRow, getUserRow } from './queries.ts';

/**
 * DELETE user: never oneself, nor a user stronger than the editor; the user's sessions end with it (deleted by the foreign key, and dropped from
 * every process's cache by the notification).
 */
export async function deleteUser(
  db: Database,
  auth: AuthContext,
  editorScope: Scope,
  usuarioId: string,
): Promise<{ message: string }> {
  if (usuarioId === auth.usuarioId) throw badRequest(usuariosMessages.cannotDeleteSelf, 'id');
  const deleted = await withTenant(db, auth.clienteId, async (tx) => {
    const user = await getUserRow(tx, auth.clienteId, usuarioId);
    if (user) await assertUserManageable(tx, auth, editorScope, user.regraDeAcessosFranqueadorId);
    const done = await deleteUserRow(tx, auth.clienteId, usuarioId);
    if (done) await notifyAccessChanged(tx, auth.clienteId, usuarioId);
    return done;
  });
  if (!deleted) throw notFound(usuariosMessages.notFound);
  return { message: usuariosMessages.deleted };
}

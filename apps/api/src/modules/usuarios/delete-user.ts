import { usuariosMessages } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { notifyAccessChanged } from '../access/notify.ts';
import { deleteUser } from './queries.ts';

/**
 * DELETE user: never oneself; the user's sessions end with it (deleted by the foreign key, and dropped from
 * every process's cache by the notification).
 */
export async function removeUser(
  db: Database,
  auth: AuthContext,
  usuarioId: string,
): Promise<{ message: string }> {
  if (usuarioId === auth.usuarioId) throw badRequest(usuariosMessages.cannotDeleteSelf, 'id');
  const deleted = await withTenant(db, auth.clienteId, async (tx) => {
    const done = await deleteUser(tx, auth.clienteId, usuarioId);
    if (done) await notifyAccessChanged(tx, auth.clienteId, usuarioId);
    return done;
  });
  if (!deleted) throw notFound(usuariosMessages.notFound);
  return { message: usuariosMessages.deleted };
}

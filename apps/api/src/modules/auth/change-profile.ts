import { authMessages } from '@matriz/contracts';
import type { Config } from '../../config.ts';
import { withTenant, type Database } from '../../db/index.ts';
import { conflict } from '../../lib/app-error.ts';
import { pgErrorCode, PG_UNIQUE_VIOLATION } from '../../lib/pg-errors.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { notifyAccessChanged } from '../access/notify.ts';
import { checkCurrentPassword } from './check-current-password.ts';
import { findLogin, revokeAccountTokens, updateProfile } from './queries.ts';

/**
 * 'Alterar Perfil': name and e-mail; the e-mail stays unique across every network (it is the login). A new e-mail
 * needs the current password, and ends the reset links sent to the old one and the temporary tokens.
 */
export async function changeProfile(
  db: Database,
  config: Config,
  auth: AuthContext,
  input: { newUserName: string; newUserEmail: string; currentPassword?: string | undefined },
): Promise<{ message: string }> {
  const email = input.newUserEmail.trim().toLowerCase();
  const emailChanges = email !== auth.email.trim().toLowerCase();
  if (emailChanges) await checkCurrentPassword(db, config, auth, input.currentPassword);
  const owner = await findLogin(db, email);
  if (owner && owner.usuarioId !== auth.usuarioId) throw conflict(authMessages.emailInUse, 'newUserEmail');
  try {
    await withTenant(db, auth.clienteId, async (tx) => {
      await updateProfile(tx, auth.clienteId, auth.usuarioId, input.newUserName.trim(), email);
      if (emailChanges) await revokeAccountTokens(tx, auth.clienteId, auth.usuarioId);
      // the session context carries the name and e-mail
      await notifyAccessChanged(tx, auth.clienteId, auth.usuarioId);
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(authMessages.emailInUse, 'newUserEmail');
    throw error;
  }
  return { message: authMessages.profileChanged };
}

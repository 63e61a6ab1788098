import { authMessages, validatePasswordPair } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password-hash.ts';
import { pgErrorCode, PG_UNIQUE_VIOLATION } from '../../lib/pg-errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { notifyAccessChanged } from '../access/notify.ts';
import { endSessions, findLogin, updatePassword, updateProfile } from './queries.ts';

/** 'Alterar Senha': the signed-in user's new password; other sessions end. */
export async function changePassword(
  db: Database,
  auth: AuthContext,
  input: { password: string; passwordConfirmation?: string | undefined },
): Promise<{ message: string }> {
  const problem = validatePasswordPair(
    input.password,
    input.passwordConfirmation ?? input.password,
    'alterar-senha',
  );
  if (problem) throw new AppError(400, problem, { errors: [{ campo: 'password', mensagem: problem }] });
  const senhaHash = await hashPassword(input.password);
  await withTenant(db, auth.clienteId, async (tx) => {
    await updatePassword(tx, auth.usuarioId, senhaHash);
    await endSessions(tx, auth.usuarioId, auth.sessaoId);
  });
  return { message: authMessages.passwordChanged };
}

/** 'Alterar Perfil': name and e-mail; the e-mail stays unique across every network (it is the login). */
export async function changeProfile(
  db: Database,
  auth: AuthContext,
  input: { newUserName: string; newUserEmail: string },
): Promise<{ message: string }> {
  const email = input.newUserEmail.trim().toLowerCase();
  const owner = await findLogin(db, email);
  if (owner && owner.usuarioId !== auth.usuarioId) throw conflict(authMessages.emailInUse, 'newUserEmail');
  try {
    await withTenant(db, auth.clienteId, async (tx) => {
      await updateProfile(tx, auth.usuarioId, input.newUserName.trim(), email);
      // the session context carries the name and e-mail
      await notifyAccessChanged(tx, auth.clienteId, auth.usuarioId);
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(authMessages.emailInUse, 'newUserEmail');
    throw error;
  }
  return { message: authMessages.profileChanged };
}

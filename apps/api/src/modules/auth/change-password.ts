import { authMessages, validatePasswordPair } from '@matriz/contracts';
import type { Config } from '../../config.ts';
import { withTenant, type Database } from '../../db/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password-hash.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { checkCurrentPassword } from './check-current-password.ts';
import { endSessions, revokeAccountTokens, updatePassword } from './queries.ts';

/**
 * 'Alterar Senha': the signed-in user's new password, once the current one is checked; reset links, temporary
 * tokens (the session conflict's) and other sessions end.
 */
export async function changePassword(
  db: Database,
  config: Config,
  auth: AuthContext,
  input: { currentPassword: string; password: string; passwordConfirmation?: string | undefined },
): Promise<{ message: string }> {
  const problem = validatePasswordPair(
    input.password,
    input.passwordConfirmation ?? input.password,
    'alterar-senha',
  );
  if (problem) throw new AppError(400, problem, { errors: [{ campo: 'password', mensagem: problem }] });
  await checkCurrentPassword(db, config, auth, input.currentPassword);
  const senhaHash = await hashPassword(input.password);
  await withTenant(db, auth.clienteId, async (tx) => {
    await updatePassword(tx, auth.clienteId, auth.usuarioId, senhaHash);
    await revokeAccountTokens(tx, auth.clienteId, auth.usuarioId);
    await endSessions(tx, auth.clienteId, auth.usuarioId, auth.sessaoId);
  });
  return { message: authMessages.passwordChanged };
}

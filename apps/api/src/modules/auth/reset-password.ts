import { authMessages, validatePasswordPair } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password-hash.ts';
import { hashToken } from '../../lib/tokens.ts';
import { invalidResetToken } from './check-reset-token.ts';
import {
  endSessions,
  findResetToken,
  revokeAccountTokens,
  updatePassword,
  useResetToken,
} from './queries.ts';

/**
 * Sets the new password, uses the token up, ends the user's other links and temporary tokens and every session of
 * the user.
 */
export async function resetPassword(
  db: Database,
  input: { password: string; passwordConfirmation?: string | undefined; token: string },
): Promise<{ message: string }> {
  const problem = validatePasswordPair(
    input.password,
    input.passwordConfirmation ?? input.password,
    'redefinir-senha',
  );
  if (problem) throw new AppError(400, problem, { errors: [{ campo: 'password', mensagem: problem }] });
  const found = await findResetToken(db, hashToken(input.token));
  if (!found?.usable) throw invalidResetToken();
  const senhaHash = await hashPassword(input.password);
  await withTenant(db, found.clienteId, async (tx) => {
    if (!(await useResetToken(tx, found.tokenId))) throw invalidResetToken();
    await updatePassword(tx, found.clienteId, found.usuarioId, senhaHash);
    await revokeAccountTokens(tx, found.clienteId, found.usuarioId);
    await endSessions(tx, found.clienteId, found.usuarioId);
  });
  return { message: authMessages.passwordChanged };
}

import { authMessages, validatePasswordPair } from '@matriz/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { withTenant, type Database } from '../../db/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password-hash.ts';
import { createOpaqueToken, hashToken } from '../../lib/tokens.ts';
import type { Mailer } from '../mail/mailer.ts';
import { renderRecoveryEmail } from '../mail/templates.ts';
import {
  createResetToken,
  endSessions,
  findLogin,
  findResetToken,
  getUsuario,
  updatePassword,
  useResetToken,
} from './queries.ts';

/**
 * Sends the recovery e-mail with a single-use, expiring link. The answer is the same whether or not the
 * e-mail exists, so it tells nothing about who has an account.
 */
export async function sendRecoveryEmail(
  deps: { db: Database; config: Config; mailer: Mailer; log: FastifyBaseLogger },
  email: string,
): Promise<{ message: string }> {
  const answer = { message: authMessages.recoverySent(email) };
  const found = await findLogin(deps.db, email);
  if (!found) return answer;
  const mail = await withTenant(deps.db, found.clienteId, async (tx) => {
    const user = await getUsuario(tx, found.usuarioId);
    if (!user?.isApproved) return null;
    const token = createOpaqueToken();
    await createResetToken(tx, {
      ...found,
      tokenHash: token.hash,
      expiresAt: new Date(Date.now() + deps.config.resetTokenTtlMinutes * 60_000),
    });
    const link = `${deps.config.publicUrl}/reset-password/${token.token}`;
    return {
      to: user.email,
      link,
      ...renderRecoveryEmail(user.nome, link, deps.config.resetTokenTtlMinutes),
    };
  });
  if (mail) await deps.mailer.send(mail);
  return answer;
}

const invalidToken = () => new AppError(400, authMessages.invalidResetToken);

/** Reset page: the token is checked on load. */
export async function checkResetToken(db: Database, token: string): Promise<{ valido: true }> {
  const found = await findResetToken(db, hashToken(token));
  if (!found?.usable) throw invalidToken();
  return { valido: true };
}

/** Sets the new password, uses the token up and ends the user's sessions. */
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
  if (!found?.usable) throw invalidToken();
  const senhaHash = await hashPassword(input.password);
  await withTenant(db, found.clienteId, async (tx) => {
    if (!(await useResetToken(tx, found.tokenId))) throw invalidToken();
    await updatePassword(tx, found.usuarioId, senhaHash);
    await endSessions(tx, found.usuarioId);
  });
  return { message: authMessages.passwordChanged };
}

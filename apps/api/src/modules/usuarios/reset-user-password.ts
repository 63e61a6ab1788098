import { selfAccountMessages, usuariosMessages } from '@matriz/contracts';
import type { Config } from '../../config.ts';
import { withTenant, type Database } from '../../db/index.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password-hash.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { endSessions, revokeAccountTokens } from '../auth/queries.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { generatePassword } from './generate-password.ts';
import { renderUserPasswordResetEmail } from './mail-templates.ts';
import type { Scope } from '../access/scope.ts';
import { assertUserManageable } from './errors.ts';
import { getUserRow, setUserPassword } from './queries.ts';

/**
 * PUT reset a user's password: a new random password of the policy, the user's reset links, temporary tokens and
 * sessions ended, and the password e-mailed to the user. The mail is sent inside the transaction: if it cannot be
 * sent, nothing changes and the administrator may retry. Not one's own password: 'Alterar Senha' asks for the
 * current one.
 */
export async function resetUserPassword(
  deps: { db: Database; config: Config; mailer: Mailer },
  auth: AuthContext,
  editorScope: Scope,
  usuarioId: string,
): Promise<{ message: string }> {
  if (usuarioId === auth.usuarioId) throw badRequest(selfAccountMessages.passwordInChangePassword, 'userId');
  const senha = generatePassword();
  const senhaHash = await hashPassword(senha);
  const email = await withTenant(deps.db, auth.clienteId, async (tx) => {
    const user = await getUserRow(tx, auth.clienteId, usuarioId);
    if (!user) throw notFound(usuariosMessages.notFound);
    await assertUserManageable(tx, auth, editorScope, user.regraDeAcessosFranqueadorId);
    await setUserPassword(tx, auth.clienteId, usuarioId, senhaHash);
    await revokeAccountTokens(tx, auth.clienteId, usuarioId);
    await endSessions(tx, auth.clienteId, usuarioId);
    await deps.mailer.send({
      to: user.email,
      ...renderUserPasswordResetEmail({ nome: user.nome, senha, url: deps.config.publicUrl, por: auth.nome }),
    });
    return user.email;
  });
  return { message: usuariosMessages.passwordReset(email) };
}

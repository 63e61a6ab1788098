import { currentPasswordMessages } from '@matriz/contracts';
import type { Config } from '../../config.ts';
import { withTenant, type Database } from '../../db/index.ts';
import { badRequest } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/password-hash.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { withSignInAttempt } from './account-limit.ts';
import { getUsuario } from './queries.ts';

/**
 * The signed-in user's current password, asked before a password or e-mail change (issue 8 §1, ASVS V6.2.3), so
 * that a stolen access token is not enough to take the account. A wrong one answers 400 on `currentPassword` and
 * counts as a failed sign-in of the account (429 once the account's limit is spent).
 */
export async function checkCurrentPassword(
  db: Database,
  config: Config,
  auth: AuthContext,
  password: string | undefined,
): Promise<void> {
  if (!password) throw badRequest(currentPasswordMessages.required, 'currentPassword');
  const { passwordOk } = await withSignInAttempt(db, config, auth.email, async () => {
    const user = await withTenant(db, auth.clienteId, (tx) => getUsuario(tx, auth.clienteId, auth.usuarioId));
    const ok = await verifyPassword(user?.senhaHash ?? null, password);
    return { passwordOk: ok, value: null };
  });
  if (!passwordOk) throw badRequest(currentPasswordMessages.wrong, 'currentPassword');
}

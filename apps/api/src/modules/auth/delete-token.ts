import { withTenant, type Database } from '../../db/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken } from '../../lib/tokens.ts';
import { endSessionByHash, endSessions, findLogin, findTempToken } from './queries.ts';

/**
 * POST delete token. Logout: e-mail + loginToken end that session. Session conflict: the temporary token
 * from the 401 ends every open session of its user (the login that follows spends the token).
 */
export async function deleteToken(
  db: Database,
  input: { email?: string | undefined; loginToken?: string | undefined; token?: string | undefined },
): Promise<{ message: string }> {
  if (input.token) {
    const temp = await findTempToken(db, 'conflito', hashToken(input.token));
    if (!temp?.usable) throw new AppError(400, 'Sessão expirada. Entre novamente.');
    await withTenant(db, temp.clienteId, (tx) => endSessions(tx, temp.clienteId, temp.usuarioId));
    return { message: 'Sessão anterior encerrada' };
  }
  if (input.email && input.loginToken) {
    const found = await findLogin(db, input.email);
    if (found) {
      const tokenHash = hashToken(input.loginToken);
      await withTenant(db, found.clienteId, (tx) => endSessionByHash(tx, found.usuarioId, tokenHash));
    }
  }
  return { message: 'Sessão encerrada' };
}

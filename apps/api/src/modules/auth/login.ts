import type { LoginOutput } from '@matriz/contracts';
import type { Config } from '../../config.ts';
import { withTenant, type Database } from '../../db/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/password-hash.ts';
import { hashToken } from '../../lib/tokens.ts';
import { requestCasLogin } from './cas.ts';
import { findLogin, findTempToken, getCliente, getUsuario, useTempToken } from './queries.ts';
import { answerSession, startSession, type ClientInfo } from './start-session.ts';

const invalidCredentials = () => new AppError(400, 'E-mail ou senha inválidos');

/**
 * POST login. With `Token` (the temporary token of the session-conflict flow) the password is not asked
 * again and the login is forced; a cliente configured for CAS answers with the single-sign-on redirect.
 */
export async function login(
  db: Database,
  config: Config,
  input: { Email: string; Password: string; Token: string },
  client: ClientInfo,
): Promise<LoginOutput> {
  const found = await findLogin(db, input.Email);
  if (!found) {
    // the same work as a real check, so timing does not tell which e-mails exist
    await verifyPassword(DUMMY_HASH, input.Password || 'x');
    throw invalidCredentials();
  }
  if (input.Token) {
    const temp = await findTempToken(db, 'conflito', hashToken(input.Token));
    if (!temp?.usable || temp.usuarioId !== found.usuarioId) throw invalidCredentials();
    const result = await withTenant(db, found.clienteId, async (tx) => {
      if (!(await useTempToken(tx, temp.tokenId))) throw invalidCredentials();
      return startSession(tx, config, found, { forced: true, client });
    });
    return answerSession(result);
  }
  const result = await withTenant(db, found.clienteId, async (tx) => {
    const cliente = await getCliente(tx, found.clienteId);
    if (cliente?.casUrl) return requestCasLogin(tx, config, cliente.casUrl, found);
    const user = await getUsuario(tx, found.usuarioId);
    if (!user || !(await verifyPassword(user.senhaHash, input.Password))) throw invalidCredentials();
    return startSession(tx, config, found, { forced: false, client });
  });
  return answerSession(result);
}

/** argon2id hash of a random string, used only to spend the same time on unknown e-mails. */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0c2FsdA$5Yq8cQxM3xLhJk0X0r8c1t1r4sT6rN5r7w2mJ3a0Z3Y';

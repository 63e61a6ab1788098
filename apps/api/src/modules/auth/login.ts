import type { LoginOutput } from '@matriz/contracts';
import type { Config } from '../../config.ts';
import { withTenant, type Database } from '../../db/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/password-hash.ts';
import { hashToken } from '../../lib/tokens.ts';
import { withSignInAttempt } from './account-limit.ts';
import { requestCasLogin } from './request-cas-login.ts';
import { findLogin, findTempToken, getCliente, getUsuario, useTempToken } from './queries.ts';
import { answerSession, startSession, type ClientInfo, type SessionResult } from './start-session.ts';

const invalidCredentials = () => new AppError(400, 'E-mail ou senha inválidos');

type LoginInput = { Email: string; Password: string; Token: string };
/** What a sign-in came to: null when the password (or the conflict's token) was wrong. */
type Outcome = SessionResult | LoginOutput | null;

/**
 * POST login. With `Token` (the temporary token of the session-conflict flow) the password is not asked
 * again and the login is forced; a cliente configured for CAS answers with the single-sign-on redirect.
 * Every attempt counts toward the account's limit (account-limit.ts); a wrong one stays counted.
 */
export async function login(
  db: Database,
  config: Config,
  input: LoginInput,
  client: ClientInfo,
): Promise<LoginOutput> {
  const { value } = await withSignInAttempt(db, config, input.Email, async () => {
    const outcome = await signIn(db, config, input, client);
    return { passwordOk: outcome !== null, value: outcome };
  });
  if (!value) throw invalidCredentials();
  return answerSession(value);
}

async function signIn(db: Database, config: Config, input: LoginInput, client: ClientInfo): Promise<Outcome> {
  const found = await findLogin(db, input.Email);
  // exactly one password verification on every path (against a dummy hash where there is nothing to check), so
  // the time taken tells nothing about which e-mails exist
  if (!found) {
    await verifyPassword(null, input.Password);
    return null;
  }
  if (input.Token) {
    await verifyPassword(null, input.Password);
    const temp = await findTempToken(db, 'conflito', hashToken(input.Token));
    if (!temp?.usable || temp.usuarioId !== found.usuarioId) return null;
    return withTenant(db, found.clienteId, async (tx) => {
      if (!(await useTempToken(tx, temp.tokenId))) return null;
      return startSession(tx, config, found, { forced: true, client });
    });
  }
  return withTenant(db, found.clienteId, async (tx): Promise<Outcome> => {
    const cliente = await getCliente(tx, found.clienteId);
    if (cliente?.casUrl) {
      await verifyPassword(null, input.Password);
      return requestCasLogin(tx, config, cliente.casUrl, found);
    }
    const user = await getUsuario(tx, found.clienteId, found.usuarioId);
    if (!(await verifyPassword(user?.senhaHash ?? null, input.Password)) || !user) return null;
    return startSession(tx, config, found, { forced: false, client });
  });
}

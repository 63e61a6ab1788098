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

/**
 * No tenant: the transaction of an unknown e-mail runs under a cliente that does not exist, so row-level security
 * shows it nothing and its queries find nothing.
 */
const NO_TENANT = '00000000-0000-0000-0000-000000000000';

/**
 * The refused attempts do the same work whether or not the e-mail has an account, so the time taken tells nothing
 * about which e-mails exist: the same statements (the tenant's transaction, the cliente, the user — found or not)
 * and exactly one password verification (against a dummy hash where there is nothing to check).
 */
async function signIn(db: Database, config: Config, input: LoginInput, client: ClientInfo): Promise<Outcome> {
  const found = await findLogin(db, input.Email);
  if (input.Token) {
    await verifyPassword(null, input.Password);
    const temp = await findTempToken(db, 'conflito', hashToken(input.Token));
    if (!found || !temp?.usable || temp.usuarioId !== found.usuarioId) return null;
    return withTenant(db, found.clienteId, async (tx) => {
      if (!(await useTempToken(tx, temp.tokenId))) return null;
      return startSession(tx, config, found, { forced: true, client });
    });
  }
  const ids = found ?? { clienteId: NO_TENANT, usuarioId: NO_TENANT };
  return withTenant(db, ids.clienteId, async (tx): Promise<Outcome> => {
    const cliente = await getCliente(tx, ids.clienteId);
    const user = await getUsuario(tx, ids.clienteId, ids.usuarioId);
    if (found && cliente?.casUrl) {
      await verifyPassword(null, input.Password);
      return requestCasLogin(tx, config, cliente.casUrl, found);
    }
    const passwordOk = await verifyPassword(user?.senhaHash ?? null, input.Password);
    if (!passwordOk || !found || !user) return null;
    return startSession(tx, config, found, { forced: false, client });
  });
}

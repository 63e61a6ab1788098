import type { LoginOutput } from '@matriz/contracts';
import type { Config } from '../../config.ts';
import { withTenant, type Database } from '../../db/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken } from '../../lib/tokens.ts';
import { findLogin, findTempToken, useTempToken } from './queries.ts';
import { answerSession, startSession, type ClientInfo } from './start-session.ts';

/** POST single-sign-on login {email, key}. */
export async function loginWithCasKey(
  db: Database,
  config: Config,
  input: { email: string; key: string },
  client: ClientInfo,
): Promise<LoginOutput> {
  const invalid = new AppError(400, 'Não foi possível entrar pelo login único. Tente novamente.');
  const found = await findLogin(db, input.email);
  const key = await findTempToken(db, 'sso_chave', hashToken(input.key));
  if (!found || !key?.usable || key.usuarioId !== found.usuarioId) throw invalid;
  const result = await withTenant(db, found.clienteId, async (tx) => {
    if (!(await useTempToken(tx, key.tokenId))) throw invalid;
    return startSession(tx, config, found, { forced: false, client });
  });
  return answerSession(result);
}

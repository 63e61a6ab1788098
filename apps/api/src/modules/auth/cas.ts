import { endpoints, type LoginOutput } from '@matriz/contracts';
import type { Config } from '../../config.ts';
import { withTenant, type Database, type DatabaseOrTransaction } from '../../db/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { createOpaqueToken, hashToken } from '../../lib/tokens.ts';
import {
  createTempToken,
  findLogin,
  findTempToken,
  getCliente,
  getUsuario,
  useTempToken,
} from './queries.ts';
import { answerSession, startSession, type ClientInfo } from './start-session.ts';

const STATE_TTL_MS = 10 * 60_000;
const KEY_TTL_MS = 2 * 60_000;

/** Our CAS service URL; CAS must see the same one at login and at ticket validation. */
function serviceUrl(config: Config, email: string, state: string): string {
  const params = new URLSearchParams({ email, token: state });
  return `${config.publicUrl}${endpoints.auth.casRetorno}?${params.toString()}`;
}

/** Login answer for a cliente that signs in through CAS: where the browser must go (spec 000 §4 a). */
export async function requestCasLogin(
  tx: DatabaseOrTransaction,
  config: Config,
  casUrl: string,
  ids: { clienteId: string; usuarioId: string },
): Promise<LoginOutput> {
  const user = await getUsuario(tx, ids.usuarioId);
  if (!user?.isApproved) throw new AppError(403, 'Usuário inativo. Procure o administrador da sua rede.');
  const state = createOpaqueToken();
  await createTempToken(tx, {
    ...ids,
    tipo: 'sso_estado',
    tokenHash: state.hash,
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
  });
  const returnUrl = `${casUrl.replace(/\/$/, '')}/login?service=${encodeURIComponent(serviceUrl(config, user.email, state.token))}`;
  return {
    isCASSolicitation: true,
    returnUrl,
    email: user.email,
    token: state.token,
    accessToken: null,
    loginToken: null,
    user: null,
    customer: null,
    claims: [],
  };
}

/** The CAS 2.0 serviceValidate answer's user, or null on failure. */
async function validateTicket(casUrl: string, service: string, ticket: string, timeoutMs: number) {
  const url = `${casUrl.replace(/\/$/, '')}/serviceValidate?${new URLSearchParams({ service, ticket })}`;
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) return null;
  const xml = await response.text();
  if (!xml.includes('authenticationSuccess')) return null;
  const match = /<cas:user>\s*([^<]+?)\s*<\/cas:user>/.exec(xml);
  return match?.[1] ?? null;
}

/**
 * CAS redirects the browser here with its ticket. A valid ticket for the same e-mail yields a short-lived,
 * single-use key; the SPA's login page then signs in with e-mail + key. Answers where to send the browser.
 */
export async function handleCasReturn(
  db: Database,
  config: Config,
  q: { email: string; token: string; ticket: string },
): Promise<string> {
  const failed = `${config.publicUrl}/`;
  const found = await findLogin(db, q.email);
  const state = await findTempToken(db, 'sso_estado', hashToken(q.token));
  if (!found || !state?.usable || state.usuarioId !== found.usuarioId) return failed;
  return withTenant(db, found.clienteId, async (tx) => {
    const cliente = await getCliente(tx, found.clienteId);
    const user = await getUsuario(tx, found.usuarioId);
    if (!cliente?.casUrl || !user) return failed;
    if (!(await useTempToken(tx, state.tokenId))) return failed;
    const casUser = await validateTicket(
      cliente.casUrl,
      serviceUrl(config, q.email, q.token),
      q.ticket,
      config.casTimeoutMs,
    ).catch(() => null);
    if (!casUser || casUser.toLowerCase() !== user.email.toLowerCase()) return failed;
    const key = createOpaqueToken();
    await createTempToken(tx, {
      ...found,
      tipo: 'sso_chave',
      tokenHash: key.hash,
      expiresAt: new Date(Date.now() + KEY_TTL_MS),
    });
    return `${config.publicUrl}/?${new URLSearchParams({ email: user.email, key: key.token })}`;
  });
}

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

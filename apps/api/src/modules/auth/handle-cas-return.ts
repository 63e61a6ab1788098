import type { Config } from '../../config.ts';
import { withTenant, type Database } from '../../db/index.ts';
import { createOpaqueToken, hashToken } from '../../lib/tokens.ts';
import { KEY_TTL_MS, serviceUrl, validateTicket } from './cas-protocol.ts';
import {
  createTempToken,
  findLogin,
  findTempToken,
  getCliente,
  getUsuario,
  useTempToken,
} from './queries.ts';

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
    const user = await getUsuario(tx, found.clienteId, found.usuarioId);
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

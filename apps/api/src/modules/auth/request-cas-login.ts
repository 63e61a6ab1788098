import type { LoginOutput } from '@matriz/contracts';
import type { Config } from '../../config.ts';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { createOpaqueToken } from '../../lib/tokens.ts';
import { serviceUrl, STATE_TTL_MS } from './cas-protocol.ts';
import { createTempToken, getUsuario } from './queries.ts';

/** Login answer for a cliente that signs in through CAS: where the browser must go (spec 000 §4 a). */
export async function requestCasLogin(
  tx: DatabaseOrTransaction,
  config: Config,
  casUrl: string,
  ids: { clienteId: string; usuarioId: string },
): Promise<LoginOutput> {
  const user = await getUsuario(tx, ids.clienteId, ids.usuarioId);
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

import { endpoints } from '@matriz/contracts';

import { api, isApiError } from '../../../lib/api-client.ts';

import { loadAuthSchemas } from './load-auth-schemas.ts';

export type TokenVerdict = 'valid' | 'invalid' | 'unknown';

/**
 * GET validate token with the session's login token. 'unknown' when the server could not be reached: a lost
 * connection is not a verdict on the session.
 */
export async function validateToken(loginToken: string, signal?: AbortSignal): Promise<TokenVerdict> {
  try {
    const [answer, { validateTokenOutput }] = await Promise.all([
      api.get<unknown>(endpoints.auth.validarToken, { query: { token: loginToken }, silent: true, signal }),
      loadAuthSchemas(),
    ]);
    const parsed = validateTokenOutput.safeParse(answer);
    return parsed.success && !parsed.data.valido ? 'invalid' : 'valid';
  } catch (error) {
    if (isApiError(error)) return error.status === 0 ? 'unknown' : 'invalid';
    throw error;
  }
}

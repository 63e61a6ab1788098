import { endpoints, type LoginInput, type LoginOutput } from '@matriz/contracts';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

import { loadAuthSchemas } from './load-auth-schemas.ts';

/**
 * POST login. Silent: a 401 leads to the session-conflict page and other errors only stop the loading
 * (spec 000 §4), so no global notice.
 */
export async function login(input: LoginInput): Promise<LoginOutput> {
  const body = { Email: input.Email, Password: input.Password ?? '', Token: input.Token ?? '' };
  const [answer, { loginOutput }] = await Promise.all([
    api.post<unknown>(endpoints.auth.login, body, { silent: true }),
    loadAuthSchemas(),
  ]);
  return loginOutput.parse(answer);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

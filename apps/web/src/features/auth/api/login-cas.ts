import { endpoints, type LoginOutput } from '@matriz/contracts';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

import { loadAuthSchemas } from './load-auth-schemas.ts';

export interface LoginCasInput {
  email: string;
  key: string;
}

/** POST single-sign-on login: body email and key; the same outcomes as the login. */
export async function loginCas(input: LoginCasInput): Promise<LoginOutput> {
  const [answer, { loginOutput }] = await Promise.all([
    api.post<unknown>(endpoints.auth.loginCas, input, { silent: true }),
    loadAuthSchemas(),
  ]);
  return loginOutput.parse(answer);
}

export function useLoginCas() {
  return useMutation({ mutationFn: loginCas });
}

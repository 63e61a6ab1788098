import { endpoints, loginOutput, type LoginOutput } from '@matriz/contracts';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

export interface LoginCasInput {
  email: string;
  key: string;
}

/** POST single-sign-on login: body email and key; the same outcomes as the login. */
export async function loginCas(input: LoginCasInput): Promise<LoginOutput> {
  return loginOutput.parse(await api.post<unknown>(endpoints.auth.loginCas, input, { silent: true }));
}

export function useLoginCas() {
  return useMutation({ mutationFn: loginCas });
}

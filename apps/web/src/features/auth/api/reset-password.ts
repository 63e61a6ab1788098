import { endpoints } from '@matriz/contracts';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

export interface ResetPasswordInput {
  password: string;
  passwordConfirmation: string;
  token: string;
}

/** POST reset password (reset page): password, confirmation, token and an empty e-mail field. */
export function resetPassword(input: ResetPasswordInput): Promise<unknown> {
  return api.post<unknown>(endpoints.auth.redefinirSenha, { ...input, email: '' });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

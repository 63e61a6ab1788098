import { endpoints } from '@matriz/contracts';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

export interface ChangePasswordInput {
  /** checked by the server: a wrong one answers 400 'Senha atual incorreta' on `currentPassword` */
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
  /** the session's login token */
  token: string;
}

/** POST password change from the account menu (typeReset 'alterar'). The modal shows its own failure texts. */
export function changePassword(input: ChangePasswordInput): Promise<unknown> {
  return api.post<unknown>(endpoints.auth.alterarSenha, { ...input, typeReset: 'alterar' }, { silent: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

import { endpoints } from '@matriz/contracts';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

export interface ChangeProfileInput {
  newUserName: string;
  newUserEmail: string;
  /** required by the server when the e-mail changes (400 on `currentPassword` when missing or wrong) */
  currentPassword?: string;
  /** the session's login token */
  token: string;
  /** the current e-mail */
  email: string;
}

/** POST change user data. The modal shows its own failure texts. */
export function changeProfile(input: ChangeProfileInput): Promise<unknown> {
  return api.post<unknown>(endpoints.auth.alterarDados, input, { silent: true });
}

export function useChangeProfile() {
  return useMutation({ mutationFn: changeProfile });
}

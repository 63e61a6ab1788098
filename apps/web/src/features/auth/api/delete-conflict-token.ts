import { endpoints } from '@matriz/contracts';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

/** Body of the session-conflict call: the other session's temporary token and flags. */
export interface DeleteConflictTokenInput {
  token: string;
  isForcedLogin: boolean;
  loginToken: string;
  isOnline: boolean;
}

/** POST delete token, as the session-conflict page sends it. */
export function deleteConflictToken(input: DeleteConflictTokenInput): Promise<unknown> {
  return api.post<unknown>(endpoints.auth.deletarToken, input);
}

export function useDeleteConflictToken() {
  return useMutation({ mutationFn: deleteConflictToken });
}

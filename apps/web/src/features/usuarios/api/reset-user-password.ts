import { endpoints } from '@matriz/contracts';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

/**
 * PUT reset a user's password (query userId): the server e-mails the new password and answers the text to
 * show. Silent: a failure shows 'Houve um erro no processo' with the server's text.
 */
export function resetUserPassword(userId: string): Promise<{ message: string }> {
  return api.put<{ message: string }>(endpoints.usuarios.redefinirSenha, undefined, {
    query: { userId },
    silent: true,
  });
}

export function useResetUserPassword() {
  return useMutation({ mutationFn: resetUserPassword });
}

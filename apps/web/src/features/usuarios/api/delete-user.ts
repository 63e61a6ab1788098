import { endpoints } from '@matriz/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

import { invalidateUsers } from './invalidate-users.ts';

/** DELETE user (query id). A refusal shows the server's text through the global error notice. */
export function deleteUser(id: string): Promise<{ message: string }> {
  return api.delete<{ message: string }>(endpoints.usuarios.deletar, { query: { id } });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteUser, onSuccess: () => invalidateUsers(queryClient) });
}

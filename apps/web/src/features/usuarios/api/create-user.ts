import { endpoints, type CreateUserInput } from '@matriz/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

import { invalidateUsers } from './invalidate-users.ts';

/** POST create user. Silent: the form shows 'Não foi possível criar o usuário' or the server's text. */
export function createUser(input: CreateUserInput): Promise<{ message: string }> {
  return api.post<{ message: string }>(endpoints.usuarios.criar, input, { silent: true });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createUser, onSuccess: () => invalidateUsers(queryClient) });
}

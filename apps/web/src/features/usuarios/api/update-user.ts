import { endpoints, type UpdateUserInput } from '@matriz/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

import { getUserQueryOptions } from './get-user.ts';
import { invalidateUsers } from './invalidate-users.ts';

/** PUT edit user: the body never carries password fields (spec 000 §4). */
export function updateUser(input: UpdateUserInput): Promise<{ message: string }> {
  const { _id, nome, regraDeAcessosFranqueadorId, email, isApproved } = input;
  return api.put<{ message: string }>(
    endpoints.usuarios.editar,
    { _id, nome, regraDeAcessosFranqueadorId, email, isApproved },
    { silent: true },
  );
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (_answer, input) =>
      Promise.all([
        invalidateUsers(queryClient),
        queryClient.invalidateQueries({ queryKey: getUserQueryOptions(input._id).queryKey }),
      ]),
  });
}

import { endpoints, type UserRow } from '@matriz/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

/** GET user by id (query id): the edit form starts from the stored user, not from a list row. */
export function getUser(id: string, signal?: AbortSignal): Promise<UserRow> {
  return api.get<UserRow>(endpoints.usuarios.obter, { query: { id }, signal });
}

export function getUserQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['usuarios', 'detalhe', id],
    queryFn: ({ signal }) => getUser(id, signal),
    staleTime: 0,
  });
}

export function useUser(id: string | null) {
  return useQuery({ ...getUserQueryOptions(id ?? ''), enabled: Boolean(id) });
}

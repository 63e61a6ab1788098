import { endpoints, type ListUsersOutput, type ListUsersParams } from '@matriz/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

/** The query the list sends: what the server defaults may be left out. */
export type UsersListParams = Partial<ListUsersParams>;

/** GET users list (server-paged). Silent: the users tab shows 'Listar usuários' itself. */
export function getUsers(params: UsersListParams, signal?: AbortSignal): Promise<ListUsersOutput> {
  return api.get<ListUsersOutput>(endpoints.usuarios.listar, { query: params, silent: true, signal });
}

/** Without params: the key every page of the list shares (what mutations invalidate). */
export function getUsersQueryOptions(params?: UsersListParams) {
  return queryOptions({
    queryKey: params ? ['usuarios', 'lista', params] : ['usuarios', 'lista'],
    queryFn: ({ signal }) => getUsers(params ?? {}, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(params: UsersListParams) {
  return useQuery(getUsersQueryOptions(params));
}

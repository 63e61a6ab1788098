import { endpoints, type UserLimitOutput } from '@matriz/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

/** GET limite: whether the plan has room for one more active user (the add button hides otherwise). */
export function getUserLimit(signal?: AbortSignal): Promise<UserLimitOutput> {
  return api.get<UserLimitOutput>(endpoints.usuarios.limite, { silent: true, signal });
}

export function getUserLimitQueryOptions() {
  return queryOptions({
    queryKey: ['usuarios', 'limite'],
    queryFn: ({ signal }) => getUserLimit(signal),
  });
}

export function useUserLimit() {
  return useQuery(getUserLimitQueryOptions());
}

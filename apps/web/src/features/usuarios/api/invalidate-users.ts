import type { QueryClient } from '@tanstack/react-query';

import { getUserLimitQueryOptions } from './get-user-limit.ts';
import { getUsersQueryOptions } from './get-users.ts';

/** After a user changes: every page of the list and the plan's count of active users. */
export function invalidateUsers(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: getUsersQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: getUserLimitQueryOptions().queryKey }),
  ]);
}

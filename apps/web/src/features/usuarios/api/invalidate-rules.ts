import type { QueryClient } from '@tanstack/react-query';

import { getRulesForUserFormQueryOptions } from './get-rules-for-user-form.ts';
import { getRulesQueryOptions } from './get-rules.ts';
import { getUsersQueryOptions } from './get-users.ts';

/** After a rule changes: its list, the user form's list and the users list (it shows each rule's name). */
export function invalidateRules(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: getRulesQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: getRulesForUserFormQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: getUsersQueryOptions().queryKey }),
  ]);
}

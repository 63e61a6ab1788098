import { endpoints, type UpdateRuleInput } from '@matriz/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

import { getRuleQueryOptions } from './get-rule.ts';
import { invalidateRules } from './invalidate-rules.ts';

/** PUT edit rule. Silent: the form shows its own failure text. */
export function updateRule(input: UpdateRuleInput): Promise<{ message: string }> {
  return api.put<{ message: string }>(endpoints.regraDeAcesso.editar, input, { silent: true });
}

export function useUpdateRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRule,
    onSuccess: (_answer, input) =>
      Promise.all([
        invalidateRules(queryClient),
        queryClient.invalidateQueries({ queryKey: getRuleQueryOptions(input._id).queryKey }),
      ]),
  });
}

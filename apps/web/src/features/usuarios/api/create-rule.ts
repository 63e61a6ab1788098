import { endpoints, type CreateRuleInput } from '@matriz/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

import { invalidateRules } from './invalidate-rules.ts';

/** POST create rule. Silent: the form shows 'Não foi possível criar regra de usuário' or the server's text. */
export function createRule(input: CreateRuleInput): Promise<{ message: string }> {
  return api.post<{ message: string }>(endpoints.regraDeAcesso.criar, input, { silent: true });
}

export function useCreateRule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createRule, onSuccess: () => invalidateRules(queryClient) });
}

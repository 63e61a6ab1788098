import { endpoints } from '@matriz/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

import { invalidateRules } from './invalidate-rules.ts';

/** DELETE rule (query id). A rule still in use answers 409, shown by the global error notice. */
export function deleteRule(id: string): Promise<{ message: string }> {
  return api.delete<{ message: string }>(endpoints.regraDeAcesso.deletar, { query: { id } });
}

export function useDeleteRule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteRule, onSuccess: () => invalidateRules(queryClient) });
}

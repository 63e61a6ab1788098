import { getRulePath, type RuleOutput } from '@matriz/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

/** GET access rule by id (id in the path). */
export function getRule(id: string, signal?: AbortSignal): Promise<RuleOutput> {
  return api.get<RuleOutput>(getRulePath(id), { signal });
}

export function getRuleQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['regras-de-acesso', 'detalhe', id],
    queryFn: ({ signal }) => getRule(id, signal),
    staleTime: 0,
  });
}

export function useRule(id: string | null) {
  return useQuery({ ...getRuleQueryOptions(id ?? ''), enabled: Boolean(id) });
}

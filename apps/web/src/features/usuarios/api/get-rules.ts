import { endpoints, type ListRulesOutput, type ListRulesParams } from '@matriz/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

/** The query the list sends: what the server defaults may be left out. */
export type RulesListParams = Partial<ListRulesParams>;

/** GET access rules (server-paged, premium). Silent: the tab shows 'Não foi possível obter a lista de regras'. */
export function getRules(params: RulesListParams, signal?: AbortSignal): Promise<ListRulesOutput> {
  return api.get<ListRulesOutput>(endpoints.regraDeAcesso.listar, { query: params, silent: true, signal });
}

/** Without params: the key every page of the list shares (what mutations invalidate). */
export function getRulesQueryOptions(params?: RulesListParams) {
  return queryOptions({
    queryKey: params ? ['regras-de-acesso', 'lista', params] : ['regras-de-acesso', 'lista'],
    queryFn: ({ signal }) => getRules(params ?? {}, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRules(params: RulesListParams, enabled = true) {
  return useQuery({ ...getRulesQueryOptions(params), enabled });
}

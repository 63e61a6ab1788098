import { endpoints, type DeParaHistoricoItem } from '@matriz/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

import { getDeParaListaQueryOptions } from './get-de-para-lista.ts';

/** GET history of a row's mappings (its deParaIds, comma-joined), newest first. */
export function getHistory(ids: readonly string[], signal?: AbortSignal): Promise<DeParaHistoricoItem[]> {
  return api.get<DeParaHistoricoItem[]>(endpoints.dePara.historico, {
    query: { ids: ids.join(',') },
    signal,
  });
}

export function getHistoryQueryOptions(ids: readonly string[]) {
  return queryOptions({
    queryKey: [...getDeParaListaQueryOptions().queryKey, 'historico', ids],
    queryFn: ({ signal }) => getHistory(ids, signal),
  });
}

export function useHistory(ids: readonly string[], enabled = true) {
  return useQuery({ ...getHistoryQueryOptions(ids), enabled });
}

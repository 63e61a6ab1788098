import { endpoints, type ListRelatoriosOutput } from '@matriz/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';

import { api } from '../../../lib/api-client.ts';
import type { RelatoriosListParams } from '../lib/filters.ts';
import { nextPoll, type PollState } from '../lib/polling.ts';

/** GET report list (server-paged, newest first). Silent: the screen shows the list failure notice itself. */
export function getRelatorios(
  params: RelatoriosListParams,
  signal?: AbortSignal,
): Promise<ListRelatoriosOutput> {
  return api.get<ListRelatoriosOutput>(endpoints.relatorio.listar, {
    query: { ...params },
    silent: true,
    signal,
  });
}

/** Without params: the key every page of the list shares (what a refresh or a new request invalidates). */
export function getRelatoriosQueryOptions(params?: RelatoriosListParams) {
  return queryOptions({
    queryKey: params ? ['relatorios', 'lista', params] : ['relatorios', 'lista'],
    queryFn: ({ signal }) => getRelatorios(params ?? { page: 1, pageSize: 10 }, signal),
    placeholderData: keepPreviousData,
    // statuses change on the server: a list seen again (other filters, back to a page) is asked again
    staleTime: 0,
  });
}

/**
 * The list, live: while a row of the page is Aguardando or Processando it asks again after 2 s, 4 s, 8 s, then
 * every 15 s; it stops once every row is final (spec 001 §4: the server changes the status).
 */
export function useRelatorios(params: RelatoriosListParams) {
  const poll = useRef<PollState | null>(null);
  return useQuery({
    ...getRelatoriosQueryOptions(params),
    refetchInterval: (query) => {
      const { state, delay } = nextPoll(poll.current, {
        hash: query.queryHash,
        dataUpdateCount: query.state.dataUpdateCount,
        rows: query.state.data?.relatorios,
        failed: query.state.status === 'error',
      });
      poll.current = state;
      return delay;
    },
  });
}

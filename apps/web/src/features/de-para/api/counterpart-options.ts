import { endpoints, type DeParaOpcoesOutput, type DeParaVisao } from '@matriz/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

import { getDeParaListaQueryOptions } from './get-de-para-lista.ts';

/**
 * The options of a pending row's counterpart selector (the contract's deParaOpcoesQuery): franqueado view, the
 * marca's franchisor leaf accounts; franqueador view, the grupo's franchisee accounts still pending for the marca.
 */
export interface CounterpartOptionsRequest {
  CustomerId: string;
  Marca: string;
  Visao: DeParaVisao;
  Nome?: string;
}

/** GET chart-of-accounts options (spec 002 §7), one page. Silent: the selector shows its own alert (spec 002 §8). */
export function getCounterpartOptions(
  params: CounterpartOptionsRequest & { page: number },
  signal?: AbortSignal,
): Promise<DeParaOpcoesOutput> {
  return api.get<DeParaOpcoesOutput>(endpoints.dePara.listarPlanoDeContas, {
    // the page size is the server's default (20): the contract's list of sizes does not take it explicitly
    query: { ...params },
    signal,
    silent: true,
  });
}

/** Server-paged: the next page loads when the list is scrolled to its end. */
export function getCounterpartOptionsQueryOptions(params: CounterpartOptionsRequest) {
  return infiniteQueryOptions({
    queryKey: [...getDeParaListaQueryOptions().queryKey, 'opcoes', params],
    queryFn: ({ pageParam, signal }) => getCounterpartOptions({ ...params, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((n, p) => n + p.valores.length, 0) < last.total && last.valores.length > 0
        ? last.page + 1
        : undefined,
  });
}

export function useCounterpartOptions(params: CounterpartOptionsRequest, enabled: boolean) {
  return useInfiniteQuery({ ...getCounterpartOptionsQueryOptions(params), enabled });
}

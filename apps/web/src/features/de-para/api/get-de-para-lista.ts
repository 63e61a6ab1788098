import { endpoints, type DeParaListaOutput, type DeParaVisao } from '@matriz/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

/** The list's query string (the contract's deParaListaQuery reads it); lists comma-joined. */
export interface DeParaListaRequest {
  page: number;
  pageSize: number;
  /** a field, descending with a leading '-' */
  Order?: string;
  marcas?: string;
  CustomerIds?: string;
  ClusterIds?: string;
  Visao: DeParaVisao;
}

/** GET De-Para list (spec 002 §7): one row per grupo with the counts of the chosen view and the money at stake. */
export function getDeParaLista(params: DeParaListaRequest, signal?: AbortSignal): Promise<DeParaListaOutput> {
  return api.get<DeParaListaOutput>(endpoints.dePara.listar, { query: { ...params }, signal });
}

/**
 * Without params: the key every De-Para query shares — the main list, the detail tabs, the options and the history —
 * which every mapping change invalidates (a change moves rows between tabs and changes the counts).
 */
export function getDeParaListaQueryOptions(params?: DeParaListaRequest) {
  return queryOptions({
    queryKey: params ? ['de-para', 'lista', params] : ['de-para'],
    queryFn: ({ signal }) =>
      params ? getDeParaLista(params, signal) : Promise.resolve({ valores: [], page: 1, total: 0 }),
    placeholderData: keepPreviousData,
  });
}

export function useDeParaLista(params: DeParaListaRequest, enabled = true) {
  return useQuery({ ...getDeParaListaQueryOptions(params), enabled });
}

import { endpoints, type ListarSolicitacoesOutput } from '@matriz/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';
import type { SolicitacoesRequest } from '../lib/solicitacoes-filters.ts';

import { getDeParaListaQueryOptions } from './get-de-para-lista.ts';

/** GET requests list (spec 002 §7): Status, CustomerIds or ClusterIds, Tipo 0, paged. */
export function getSolicitacoes(
  params: SolicitacoesRequest,
  signal?: AbortSignal,
): Promise<ListarSolicitacoesOutput> {
  return api.get<ListarSolicitacoesOutput>(endpoints.dePara.listarSolicitacoes, {
    query: { ...params },
    signal,
  });
}

/**
 * Under the key every De-Para query shares: approving a request changes a mapping, and every mapping change
 * refreshes both lists.
 */
export function getSolicitacoesQueryOptions(params: SolicitacoesRequest) {
  return queryOptions({
    queryKey: [...getDeParaListaQueryOptions().queryKey, 'solicitacoes', params],
    queryFn: ({ signal }) => getSolicitacoes(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSolicitacoes(params: SolicitacoesRequest) {
  return useQuery(getSolicitacoesQueryOptions(params));
}

import { endpoints, type DetalhesLinhaDreInput, type DetalhesLinhaDreOutput } from '@matriz/contracts';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

import { pedirDetalhes } from './detalhes-erro.ts';

/**
 * POST 'Detalhes de Linha' (spec 001 §3, §7): a page of the ledger rows behind a cell, their count and exact sum,
 * the company filter's options, and for premium users the groups by franchisor account and by store.
 */
export function getDetalhesLinha(
  pedido: DetalhesLinhaDreInput,
  signal?: AbortSignal,
): Promise<DetalhesLinhaDreOutput> {
  return pedirDetalhes(
    () => api.post<DetalhesLinhaDreOutput>(endpoints.dre.detalhesLinha, pedido, { silent: true, signal }),
    signal,
  );
}

/** null: the modal is closed (or the user is not premium: the server would refuse). */
export function getDetalhesLinhaQueryOptions(pedido: DetalhesLinhaDreInput | null) {
  return queryOptions({
    queryKey: ['dre', 'detalhes-linha', pedido],
    queryFn: pedido ? ({ signal }) => getDetalhesLinha(pedido, signal) : skipToken,
    // another page or company keeps the rows on screen until the next arrive
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export const useDetalhesLinha = (pedido: DetalhesLinhaDreInput | null) =>
  useQuery(getDetalhesLinhaQueryOptions(pedido));

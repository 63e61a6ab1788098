import {
  endpoints,
  fluxoDeCaixaMessages as m,
  type DetalhesFluxoInput,
  type DetalhesFluxoOutput,
} from '@matriz/contracts';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import { api, isApiError } from '../../../lib/api-client.ts';
import { getNotifier } from '../../../lib/notify.ts';

/**
 * POST cash-flow detail (spec 001 §7): a page of the ledger entries behind a line's cell, their count and exact
 * sum, and the company filter's options. Silent (the generic notice is suppressed): a failure says 'Obter detalhe'
 * – 'Não foi possível obter detalhes para {name}' (spec 001 §8).
 */
export async function getDetalhesFluxoDeCaixa(
  pedido: DetalhesFluxoInput,
  nome: string,
  signal?: AbortSignal,
): Promise<DetalhesFluxoOutput> {
  try {
    return await api.post<DetalhesFluxoOutput>(endpoints.dfc.detalhes, pedido, { silent: true, signal });
  } catch (error) {
    // a 401 has already ended the session: nothing to say about the detail
    if (!signal?.aborted && !(isApiError(error) && error.status === 401))
      getNotifier().notification.error({
        key: 'dfc-detalhes',
        title: m.obterDetalheTitulo,
        description: m.obterDetalheFalhou(nome),
      });
    throw error;
  }
}

/** null: the modal is closed (or the user is not premium: the server would refuse). */
export function getDetalhesFluxoDeCaixaQueryOptions(pedido: DetalhesFluxoInput | null, nome: string) {
  return queryOptions({
    queryKey: ['fluxo-de-caixa', 'detalhes', pedido],
    queryFn: pedido ? ({ signal }) => getDetalhesFluxoDeCaixa(pedido, nome, signal) : skipToken,
    // another page or company keeps the rows on screen until the next arrive
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
}

export const useDetalhesFluxoDeCaixa = (pedido: DetalhesFluxoInput | null, nome: string) =>
  useQuery(getDetalhesFluxoDeCaixaQueryOptions(pedido, nome));

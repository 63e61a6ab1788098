import { endpoints, type DetalhesMesDreInput, type DetalhesMesDreOutput } from '@matriz/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

import { pedirDetalhes } from './detalhes-erro.ts';

/** POST 'Detalhes do mês selecionado' (issue 10 §2): one cell broken down by franchisor account and by store. */
export function getDetalhesMes(
  pedido: DetalhesMesDreInput,
  signal?: AbortSignal,
): Promise<DetalhesMesDreOutput> {
  return pedirDetalhes(
    () => api.post<DetalhesMesDreOutput>(endpoints.dre.detalhesMes, pedido, { silent: true, signal }),
    signal,
  );
}

/** null: no cell open. */
export function getDetalhesMesQueryOptions(pedido: DetalhesMesDreInput | null) {
  return queryOptions({
    queryKey: ['dre', 'detalhes-mes', pedido],
    queryFn: pedido ? ({ signal }) => getDetalhesMes(pedido, signal) : skipToken,
    staleTime: 60_000,
  });
}

export const useDetalhesMes = (pedido: DetalhesMesDreInput | null) =>
  useQuery(getDetalhesMesQueryOptions(pedido));

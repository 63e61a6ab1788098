import { endpoints, type ListContasVinculadasOutput } from '@matriz/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

export type ContasVinculadasQuery = Record<string, string | number | undefined>;

/** GET linked bank accounts (spec 001 §7): server-paged. Failures get the global notice. */
export function getContasVinculadas(
  query: ContasVinculadasQuery,
  signal?: AbortSignal,
): Promise<ListContasVinculadasOutput> {
  return api.get<ListContasVinculadasOutput>(endpoints.fluxoDeCaixa.contasVinculadas, { query, signal });
}

export function getContasVinculadasQueryOptions(query?: ContasVinculadasQuery) {
  return queryOptions({
    queryKey: query
      ? ['fluxo-de-caixa', 'contas-vinculadas', query]
      : ['fluxo-de-caixa', 'contas-vinculadas'],
    queryFn: ({ signal }) => getContasVinculadas(query ?? {}, signal),
    placeholderData: keepPreviousData,
  });
}

export function useContasVinculadas(query: ContasVinculadasQuery, enabled = true) {
  return useQuery({ ...getContasVinculadasQueryOptions(query), enabled });
}

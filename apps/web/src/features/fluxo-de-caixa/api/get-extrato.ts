import { endpoints, type ExtratoOutput } from '@matriz/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

export type ExtratoQueryString = Record<string, string | number | undefined>;

/**
 * GET bank statement list (spec 001 §7). Silent: the spec says a statement failure shows no notice (§8); the
 * table shows its own failed state with 'Tentar novamente'.
 */
export function getExtrato(query: ExtratoQueryString, signal?: AbortSignal): Promise<ExtratoOutput> {
  return api.get<ExtratoOutput>(endpoints.fluxoDeCaixa.extrato, { query, signal, silent: true });
}

export function getExtratoQueryOptions(query: ExtratoQueryString | null) {
  return queryOptions({
    queryKey: ['fluxo-de-caixa', 'extrato', query],
    queryFn: ({ signal }) => getExtrato(query ?? {}, signal),
    enabled: query !== null,
    retry: false,
  });
}

/** The statement of the applied filter; nothing is asked before the first Pesquisar (null). */
export function useExtrato(query: ExtratoQueryString | null) {
  return useQuery(getExtratoQueryOptions(query));
}

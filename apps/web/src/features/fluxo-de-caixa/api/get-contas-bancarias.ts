import { endpoints } from '@matriz/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import {
  fetchOptions,
  joinOrUndefined,
  OPTIONS_STALE_MS,
} from '../../../components/filters/api/fetch-options.ts';

/** GET the accounts of a grupo, of the chosen stores when any (spec 001 §7 'GET accounts'). */
export function getContasBancariasQueryOptions(grupo: string | undefined, empresas: readonly string[]) {
  const query = { grupo, empresas: joinOrUndefined(empresas) };
  return queryOptions({
    queryKey: ['fluxo-de-caixa', 'contas-bancarias', query],
    queryFn: ({ signal }) => fetchOptions(endpoints.fluxoDeCaixa.contasBancarias, query, signal),
    enabled: Boolean(grupo),
    staleTime: OPTIONS_STALE_MS,
  });
}

export function useContasBancarias(grupo: string | undefined, empresas: readonly string[]) {
  return useQuery(getContasBancariasQueryOptions(grupo, empresas));
}

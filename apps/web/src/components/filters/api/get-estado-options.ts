import { endpoints } from '@matriz/contracts';
import { queryOptions } from '@tanstack/react-query';

import { fetchOptions, joinOrUndefined } from './fetch-options.ts';

/** GET CLUSTER_ESTADOS (spec 002 §7): the states (id = sigla), optionally of regions. They never change. */
export function getEstadoOptionsQueryOptions(regioes: readonly string[] = []) {
  const query = { regioes: joinOrUndefined(regioes) };
  return queryOptions({
    queryKey: ['opcoes', 'estados', query],
    queryFn: ({ signal }) => fetchOptions(endpoints.opcoes.estados, query, signal),
    staleTime: Infinity,
  });
}

import { endpoints } from '@matriz/contracts';
import { queryOptions } from '@tanstack/react-query';

import { fetchOptions, joinOrUndefined } from './fetch-options.ts';

/**
 * GET CLUSTER_CIDADES (spec 002 §7): the municipalities of the chosen states (id = IBGE code), states joined
 * with a pipe as the geography service takes them. No state asks nothing: there is no city to offer.
 */
export function getCidadeOptionsQueryOptions(estados: readonly string[]) {
  const query = { estados: joinOrUndefined([...estados].sort(), '|') };
  return queryOptions({
    queryKey: ['opcoes', 'cidades', query],
    queryFn: ({ signal }) => fetchOptions(endpoints.opcoes.cidades, query, signal),
    enabled: estados.length > 0,
    staleTime: Infinity,
  });
}

import { endpoints } from '@matriz/contracts';
import { queryOptions } from '@tanstack/react-query';

import { fetchOptions, OPTIONS_STALE_MS } from './fetch-options.ts';

/** GET /v1/cluster/listar-options (spec 002 §7): the active clusters of stores or of cost centres. */
export function getClusterOptionsQueryOptions(alvo: 'empresa' | 'centro_de_custo' = 'empresa') {
  return queryOptions({
    queryKey: ['opcoes', 'clusters', alvo],
    queryFn: ({ signal }) => fetchOptions(endpoints.opcoes.clusters, { alvo }, signal),
    staleTime: OPTIONS_STALE_MS,
  });
}

import { endpoints } from '@matriz/contracts';
import { queryOptions } from '@tanstack/react-query';

import { fetchOptions, joinOrUndefined, OPTIONS_STALE_MS } from './fetch-options.ts';

/** GET grupos (spec 001 §7), optionally of marcas. */
export function getGrupoOptionsQueryOptions(marcas: readonly string[] = []) {
  const query = { marcas: joinOrUndefined(marcas) };
  return queryOptions({
    queryKey: ['opcoes', 'grupos', query],
    queryFn: ({ signal }) => fetchOptions(endpoints.opcoes.grupos, query, signal),
    staleTime: OPTIONS_STALE_MS,
  });
}

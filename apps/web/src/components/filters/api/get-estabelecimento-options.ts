import { endpoints } from '@matriz/contracts';
import { queryOptions } from '@tanstack/react-query';

import { fetchOptions, joinOrUndefined, OPTIONS_STALE_MS } from './fetch-options.ts';

/**
 * GET CLUSTER_TIPO_ESTABELECIMENTO / CLUSTER_LOCAL_ESTABELECIMENTO (spec 002 §7): the establishment types or
 * places of the stores in scope, optionally of marcas.
 */
export function getEstabelecimentoOptionsQueryOptions(
  kind: 'tipos' | 'locais',
  marcas: readonly string[] = [],
) {
  const query = { marcas: joinOrUndefined(marcas) };
  const path =
    kind === 'tipos' ? endpoints.opcoes.tiposDeEstabelecimento : endpoints.opcoes.locaisDeEstabelecimento;
  return queryOptions({
    queryKey: ['opcoes', 'estabelecimento', kind, query],
    queryFn: ({ signal }) => fetchOptions(path, query, signal),
    staleTime: OPTIONS_STALE_MS,
  });
}

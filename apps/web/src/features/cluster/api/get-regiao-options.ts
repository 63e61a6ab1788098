import { endpoints } from '@matriz/contracts';
import { queryOptions } from '@tanstack/react-query';

import { fetchOptions } from '../../../components/filters/api/fetch-options.ts';

/** GET regions of Brazil (spec 002 §7): the dynamic filter regiaoBrasil. They never change. */
export function getRegiaoOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['opcoes', 'regioes'],
    queryFn: ({ signal }) => fetchOptions(endpoints.opcoes.regioes, {}, signal),
    staleTime: Infinity,
  });
}

import { endpoints, type ModeloDreOpcao } from '@matriz/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { OPTIONS_STALE_MS } from '../../../components/filters/api/fetch-options.ts';
import { api } from '../../../lib/api-client.ts';

/** GET DRE models (spec 001 §7): the cliente's models, the default one flagged. */
export function getModelosDre(signal?: AbortSignal): Promise<ModeloDreOpcao[]> {
  return api.get<ModeloDreOpcao[]>(endpoints.dre.modelos, { signal });
}

export function getModelosDreQueryOptions() {
  return queryOptions({
    queryKey: ['dre', 'modelos'],
    queryFn: ({ signal }) => getModelosDre(signal),
    staleTime: OPTIONS_STALE_MS,
  });
}

export const useModelosDre = () => useQuery(getModelosDreQueryOptions());

import { endpoints, type ModeloFluxoOpcao } from '@matriz/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { OPTIONS_STALE_MS } from '../../../components/filters/api/fetch-options.ts';
import { api } from '../../../lib/api-client.ts';

/** GET cash-flow models (spec 001 §7): the cliente's flow models, the default one flagged. */
export function getModelosFluxo(signal?: AbortSignal): Promise<ModeloFluxoOpcao[]> {
  return api.get<ModeloFluxoOpcao[]>(endpoints.dfc.modelos, { signal });
}

export function getModelosFluxoQueryOptions() {
  return queryOptions({
    queryKey: ['fluxo-de-caixa', 'modelos'],
    queryFn: ({ signal }) => getModelosFluxo(signal),
    staleTime: OPTIONS_STALE_MS,
  });
}

export const useModelosFluxo = () => useQuery(getModelosFluxoQueryOptions());

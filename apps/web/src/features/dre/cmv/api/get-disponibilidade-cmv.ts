import { endpoints, type DisponibilidadeCmvOutput } from '@matriz/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { OPTIONS_STALE_MS } from '../../../../components/filters/api/fetch-options.ts';
import { api } from '../../../../lib/api-client.ts';

/**
 * GET CMV availability: whether the cliente has a marca under stock control (the CMV tab is shown only then), and
 * those marcas in the user's scope. Silent: without it the tab is simply not shown.
 */
export function getDisponibilidadeCmv(signal?: AbortSignal): Promise<DisponibilidadeCmvOutput> {
  return api.get<DisponibilidadeCmvOutput>(endpoints.cmv.disponibilidade, { signal, silent: true });
}

export function getDisponibilidadeCmvQueryOptions() {
  return queryOptions({
    queryKey: ['cmv', 'disponibilidade'],
    queryFn: ({ signal }) => getDisponibilidadeCmv(signal),
    staleTime: OPTIONS_STALE_MS,
  });
}

/** `enabled`: only users who read the DRE ask (the route needs DRE/Obter). */
export const useDisponibilidadeCmv = (enabled: boolean) =>
  useQuery({ ...getDisponibilidadeCmvQueryOptions(), enabled });

import { endpoints, type NpsCampanha } from '@matriz/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

/** GET active NPS campaign: the campaign offered today, or null. Silent: the survey never shows errors. */
export function getNpsCampanhaAtiva(signal?: AbortSignal): Promise<NpsCampanha | null> {
  return api.get<NpsCampanha | null>(endpoints.nps.campanhaAtiva, { silent: true, signal });
}

export function getNpsCampanhaAtivaQueryOptions() {
  return queryOptions({
    queryKey: ['nps', 'campanha-ativa'],
    queryFn: ({ signal }) => getNpsCampanhaAtiva(signal),
    staleTime: 60 * 60_000,
  });
}

export function useNpsCampanhaAtiva() {
  return useQuery(getNpsCampanhaAtivaQueryOptions());
}

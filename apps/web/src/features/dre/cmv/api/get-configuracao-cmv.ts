import { endpoints, type ConfiguracaoCmvOutput } from '@matriz/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../../lib/api-client.ts';

/** GET client setup (spec 001 §7): the three account plans, as objects with `_id` (null: none chosen). */
export function getConfiguracaoCmv(signal?: AbortSignal): Promise<ConfiguracaoCmvOutput> {
  return api.get<ConfiguracaoCmvOutput>(endpoints.cmv.configuracao, { signal });
}

export function getConfiguracaoCmvQueryOptions() {
  return queryOptions({
    queryKey: ['cmv', 'configuracao'],
    queryFn: ({ signal }) => getConfiguracaoCmv(signal),
  });
}

export const useConfiguracaoCmv = () => useQuery(getConfiguracaoCmvQueryOptions());

import { endpoints, type ClusterOutput } from '@matriz/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

/** GET cluster by id (query id). Silent: the modal shows 'Ocorreu algum erro ao carregarmos as empresas'. */
export function getCluster(id: string, signal?: AbortSignal): Promise<ClusterOutput> {
  return api.get<ClusterOutput>(endpoints.cluster.obter, { query: { id }, silent: true, signal });
}

export function getClusterQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['clusters', 'item', id],
    queryFn: ({ signal }) => getCluster(id, signal),
    staleTime: 0,
  });
}

export function useCluster(id: string | null) {
  return useQuery({ ...getClusterQueryOptions(id ?? ''), enabled: id !== null });
}

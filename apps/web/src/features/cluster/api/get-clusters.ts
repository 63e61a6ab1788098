import { endpoints, type ListClustersOutput, type ListClustersParams } from '@matriz/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

export type ClustersListParams = Partial<ListClustersParams>;

/** GET cluster grid: page, pageSize, nome (spec 002 §7). */
export function getClusters(params: ClustersListParams, signal?: AbortSignal): Promise<ListClustersOutput> {
  return api.get<ListClustersOutput>(endpoints.cluster.listar, { query: params, signal });
}

/** Without params: the key every page of the grid shares (what mutations invalidate). */
export function getClustersQueryOptions(params?: ClustersListParams) {
  return queryOptions({
    queryKey: params ? ['clusters', 'lista', params] : ['clusters', 'lista'],
    queryFn: ({ signal }) => getClusters(params ?? {}, signal),
    placeholderData: keepPreviousData,
  });
}

export function useClusters(params: ClustersListParams) {
  return useQuery(getClustersQueryOptions(params));
}

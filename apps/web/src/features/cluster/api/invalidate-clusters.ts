import type { QueryClient } from '@tanstack/react-query';

import { getClusterEmpresasQueryOptions } from './get-cluster-empresas.ts';
import { getClustersQueryOptions } from './get-clusters.ts';

/** After a write: the grid, and every company list (a cluster's members changed). */
export function invalidateClusters(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: getClustersQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: getClusterEmpresasQueryOptions().queryKey }),
  ]);
}

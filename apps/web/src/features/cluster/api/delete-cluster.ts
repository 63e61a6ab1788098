import { endpoints } from '@matriz/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

import { invalidateClusters } from './invalidate-clusters.ts';

/** DELETE cluster (query id). A cluster an access rule names answers 409, shown by the global notice. */
export function deleteCluster(id: string): Promise<{ message: string }> {
  return api.delete<{ message: string }>(endpoints.cluster.deletar, { query: { id } });
}

export function useDeleteCluster() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCluster, onSuccess: () => invalidateClusters(queryClient) });
}

import {
  endpoints,
  type CreateClusterInput,
  type SaveClusterOutput,
  type UpdateClusterInput,
} from '@matriz/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

import { invalidateClusters } from './invalidate-clusters.ts';

/** POST create / PUT edit cluster (an _id edits). Failures show the server's text through the global notice. */
export function saveCluster(input: CreateClusterInput | UpdateClusterInput): Promise<SaveClusterOutput> {
  return '_id' in input
    ? api.put<SaveClusterOutput>(endpoints.cluster.editar, input)
    : api.post<SaveClusterOutput>(endpoints.cluster.criar, input);
}

export function useSaveCluster() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCluster, onSuccess: () => invalidateClusters(queryClient) });
}

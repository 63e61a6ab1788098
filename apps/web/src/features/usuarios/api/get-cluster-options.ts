import { endpoints, type OptionItem } from '@matriz/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { fetchOptions } from '../../../components/filters/api/fetch-options.ts';

export type ClusterAlvo = 'empresa' | 'centro_de_custo';

/** GET clusters of the rule form: clusters of stores or of cost centres. */
export function getClusterOptions(alvo: ClusterAlvo, signal?: AbortSignal): Promise<OptionItem[]> {
  return fetchOptions<OptionItem>(endpoints.regraDeAcesso.opcoesClusters, { alvo }, signal);
}

export function getClusterOptionsQueryOptions(alvo: ClusterAlvo) {
  return queryOptions({
    queryKey: ['regras-de-acesso', 'opcoes', 'clusters', alvo],
    queryFn: ({ signal }) => getClusterOptions(alvo, signal),
  });
}

export function useClusterOptions(alvo: ClusterAlvo, enabled: boolean) {
  return useQuery({ ...getClusterOptionsQueryOptions(alvo), enabled });
}

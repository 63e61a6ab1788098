import { endpoints, type OptionItem } from '@matriz/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { fetchOptions } from '../../../components/filters/api/fetch-options.ts';

/** GET marcas of the rule form. */
export function getMarcaOptions(signal?: AbortSignal): Promise<OptionItem[]> {
  return fetchOptions<OptionItem>(endpoints.regraDeAcesso.opcoesMarcas, {}, signal);
}

export function getMarcaOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['regras-de-acesso', 'opcoes', 'marcas'],
    queryFn: ({ signal }) => getMarcaOptions(signal),
  });
}

export function useMarcaOptions() {
  return useQuery(getMarcaOptionsQueryOptions());
}

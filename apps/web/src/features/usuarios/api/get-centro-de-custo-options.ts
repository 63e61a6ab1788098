import { endpoints, type OptionNode } from '@matriz/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { fetchOptions, joinOrUndefined } from '../../../components/filters/api/fetch-options.ts';

export interface CentroDeCustoOptionsFilter {
  marcas: readonly string[];
  empresas: readonly string[];
}

/** GET cost centres of the rule form, grouped by store, of the chosen marcas and stores. */
export function getCentroDeCustoOptions(
  f: CentroDeCustoOptionsFilter,
  signal?: AbortSignal,
): Promise<OptionNode[]> {
  return fetchOptions<OptionNode>(
    endpoints.regraDeAcesso.opcoesCentrosDeCusto,
    { marcas: joinOrUndefined(f.marcas), empresas: joinOrUndefined(f.empresas) },
    signal,
  );
}

export function getCentroDeCustoOptionsQueryOptions(f: CentroDeCustoOptionsFilter) {
  return queryOptions({
    queryKey: ['regras-de-acesso', 'opcoes', 'centros-de-custo', { marcas: f.marcas, empresas: f.empresas }],
    queryFn: ({ signal }) => getCentroDeCustoOptions(f, signal),
  });
}

export function useCentroDeCustoOptions(f: CentroDeCustoOptionsFilter, enabled: boolean) {
  return useQuery({ ...getCentroDeCustoOptionsQueryOptions(f), enabled });
}

import { endpoints, type OptionItem } from '@matriz/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { fetchOptions, joinOrUndefined } from '../../../components/filters/api/fetch-options.ts';

export interface EmpresaOptionsFilter {
  marcas: readonly string[];
  grupos: readonly string[];
}

/** GET empresas of the rule form, of the chosen marcas and grupos. */
export function getEmpresaOptions(f: EmpresaOptionsFilter, signal?: AbortSignal): Promise<OptionItem[]> {
  return fetchOptions<OptionItem>(
    endpoints.regraDeAcesso.opcoesEmpresas,
    { marcas: joinOrUndefined(f.marcas), grupos: joinOrUndefined(f.grupos) },
    signal,
  );
}

export function getEmpresaOptionsQueryOptions(f: EmpresaOptionsFilter) {
  return queryOptions({
    queryKey: ['regras-de-acesso', 'opcoes', 'empresas', { marcas: f.marcas, grupos: f.grupos }],
    queryFn: ({ signal }) => getEmpresaOptions(f, signal),
  });
}

export function useEmpresaOptions(f: EmpresaOptionsFilter, enabled: boolean) {
  return useQuery({ ...getEmpresaOptionsQueryOptions(f), enabled });
}

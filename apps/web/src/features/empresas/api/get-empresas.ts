import { endpoints, type ListEmpresasOutput } from '@matriz/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';
import type { EmpresasListQuery } from '../lib/filters.ts';

/** GET LISTAR_EMPRESAS (spec 002 §7): server-sorted and paged. Failures get the global notice. */
export function getEmpresas(query: EmpresasListQuery, signal?: AbortSignal): Promise<ListEmpresasOutput> {
  return api.get<ListEmpresasOutput>(endpoints.empresas.listar, { query, signal });
}

/** Without a query: the key every page of the list shares (what the edit updates). */
export function getEmpresasQueryOptions(query?: EmpresasListQuery) {
  return queryOptions({
    queryKey: query ? ['empresas', 'lista', query] : ['empresas', 'lista'],
    queryFn: ({ signal }) => getEmpresas(query ?? {}, signal),
    placeholderData: keepPreviousData,
  });
}

export function useEmpresas(query: EmpresasListQuery, enabled = true) {
  return useQuery({ ...getEmpresasQueryOptions(query), enabled });
}

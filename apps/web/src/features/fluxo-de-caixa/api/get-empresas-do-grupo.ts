import { endpoints } from '@matriz/contracts';
import { queryOptions } from '@tanstack/react-query';

import { fetchOptions, OPTIONS_STALE_MS } from '../../../components/filters/api/fetch-options.ts';

/** GET the stores of a grupo (spec 001 §7 'GET companies by client'): the statement filter's stores. */
export function getEmpresasDoGrupoQueryOptions(grupo: string | undefined) {
  return queryOptions({
    queryKey: ['fluxo-de-caixa', 'empresas-do-grupo', grupo ?? null],
    queryFn: ({ signal }) => fetchOptions(endpoints.fluxoDeCaixa.empresasDoGrupo, { grupo }, signal),
    enabled: Boolean(grupo),
    staleTime: OPTIONS_STALE_MS,
  });
}

import { endpoints, type OptionItem } from '@matriz/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { fetchOptions, joinOrUndefined } from '../../../components/filters/api/fetch-options.ts';

/** GET grupos of the rule form, of the chosen marcas ("0" or none: all). */
export function getGrupoOptions(marcas: readonly string[], signal?: AbortSignal): Promise<OptionItem[]> {
  return fetchOptions<OptionItem>(
    endpoints.regraDeAcesso.opcoesGrupos,
    { marcas: joinOrUndefined(marcas) },
    signal,
  );
}

export function getGrupoOptionsQueryOptions(marcas: readonly string[]) {
  return queryOptions({
    queryKey: ['regras-de-acesso', 'opcoes', 'grupos', { marcas }],
    queryFn: ({ signal }) => getGrupoOptions(marcas, signal),
  });
}

export function useGrupoOptions(marcas: readonly string[], enabled: boolean) {
  return useQuery({ ...getGrupoOptionsQueryOptions(marcas), enabled });
}

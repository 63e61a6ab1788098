import {
  endpoints,
  valoresManuaisMessages,
  type ListarValoresManuaisOutput,
  type ValoresManuaisFiltro,
} from '@matriz/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import { api } from '../../../../lib/api-client.ts';
import { getNotifier } from '../../../../lib/notify.ts';
import { consultaDoFiltro } from '../lib/filtro.ts';

/**
 * GET manual values list (spec 001 §7). Silent: a failure says 'Ocorreu algum problema com a requisição !' (spec
 * 001 §8); the result card shows what the server said.
 */
export async function getValoresManuais(
  filtro: ValoresManuaisFiltro,
  signal?: AbortSignal,
): Promise<ListarValoresManuaisOutput> {
  try {
    return await api.get<ListarValoresManuaisOutput>(endpoints.valoresManuais.listar, {
      query: consultaDoFiltro(filtro),
      silent: true,
      signal,
    });
  } catch (error) {
    if (!signal?.aborted)
      getNotifier().message.error({
        content: valoresManuaisMessages.requisicaoFalhou,
        key: 'valores-manuais',
      });
    throw error;
  }
}

/** null: nothing searched yet (or a filter changed since). */
export function getValoresManuaisQueryOptions(filtro: ValoresManuaisFiltro | null) {
  return queryOptions({
    queryKey: ['valores-manuais', 'listar', filtro],
    queryFn: filtro ? ({ signal }) => getValoresManuais(filtro, signal) : skipToken,
    staleTime: 0,
  });
}

export const useValoresManuais = (filtro: ValoresManuaisFiltro | null) =>
  useQuery(getValoresManuaisQueryOptions(filtro));

import { DRE_DURACAO_MENSAGEM_S, dreMessages, endpoints, type DreResultado } from '@matriz/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';
import { getNotifier } from '../../../lib/notify.ts';
import type { CorpoConsultaDre } from '../lib/consulta.ts';

/**
 * POST DRE list (spec 001 §7): the matrix of the query. Silent: a failure says 'Ocorreu algum problema com a
 * requisição !' for 6 s (spec 001 §8) instead of the generic notice; the result card shows what the server said.
 */
export async function getDre(consulta: CorpoConsultaDre, signal?: AbortSignal): Promise<DreResultado> {
  try {
    return await api.post<DreResultado>(endpoints.dre.listar, consulta, { silent: true, signal });
  } catch (error) {
    if (!signal?.aborted)
      getNotifier().message.error({
        content: dreMessages.requisicaoFalhou,
        duration: DRE_DURACAO_MENSAGEM_S,
        key: 'dre-listar',
      });
    throw error;
  }
}

/** null: nothing searched yet (or a filter changed since). */
export function getDreQueryOptions(consulta: CorpoConsultaDre | null) {
  return queryOptions({
    queryKey: ['dre', 'listar', consulta],
    queryFn: consulta ? ({ signal }) => getDre(consulta, signal) : skipToken,
    // the numbers change with every upload: the same query searched again a minute later is asked again
    staleTime: 60_000,
    gcTime: 5 * 60_000,
  });
}

export const useDre = (consulta: CorpoConsultaDre | null) => useQuery(getDreQueryOptions(consulta));

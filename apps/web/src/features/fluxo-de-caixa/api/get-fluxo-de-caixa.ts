import {
  endpoints,
  fluxoDeCaixaMessages as m,
  type ConsultaFluxoInput,
  type FluxoDeCaixaResultado,
} from '@matriz/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';
import { getNotifier } from '../../../lib/notify.ts';

/** How long the failure message stays (the DRE's: spec 001 §8 'DRE error messages last 6 s'). */
const DURACAO_MENSAGEM_S = 6;

/**
 * POST cash-flow search (spec 001 §7): the matrix with the balances. Silent: a failure says 'Ocorreu algum problema
 * com a requisição !' (spec 001 §8) instead of the generic notice; the result card shows what the server said.
 */
export async function getFluxoDeCaixa(
  consulta: ConsultaFluxoInput,
  signal?: AbortSignal,
): Promise<FluxoDeCaixaResultado> {
  try {
    return await api.post<FluxoDeCaixaResultado>(endpoints.dfc.listar, consulta, { silent: true, signal });
  } catch (error) {
    if (!signal?.aborted)
      getNotifier().message.error({
        content: m.requisicaoFalhou,
        duration: DURACAO_MENSAGEM_S,
        key: 'dfc-listar',
      });
    throw error;
  }
}

/** null: nothing searched yet (or a filter changed since). */
export function getFluxoDeCaixaQueryOptions(consulta: ConsultaFluxoInput | null) {
  return queryOptions({
    queryKey: ['fluxo-de-caixa', 'listar', consulta],
    queryFn: consulta ? ({ signal }) => getFluxoDeCaixa(consulta, signal) : skipToken,
    // the numbers change with every upload: the same query searched again a minute later is asked again
    staleTime: 60_000,
    gcTime: 5 * 60_000,
  });
}

export const useFluxoDeCaixa = (consulta: ConsultaFluxoInput | null) =>
  useQuery(getFluxoDeCaixaQueryOptions(consulta));

import { endpoints, type VinculoAutomaticoOutput } from '@matriz/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';
import { readBloqueadoAte } from '../lib/vinculo-lock.ts';

import { getDeParaListaQueryOptions } from './get-de-para-lista.ts';

/**
 * GET the auto-link lock: when 'Vincular Automaticamente' unlocks (null: free). Silent: without it the button
 * stays enabled and the server, which holds the lock, answers 429.
 */
export function getVinculoAutomatico(signal?: AbortSignal): Promise<VinculoAutomaticoOutput> {
  return api.get<VinculoAutomaticoOutput>(endpoints.dePara.vinculoAutomatico, { signal, silent: true });
}

/** Under the key every De-Para query shares: every mapping change asks the lock again too. */
export function getVinculoAutomaticoQueryOptions() {
  return queryOptions({
    queryKey: [...getDeParaListaQueryOptions().queryKey, 'vinculo-automatico'],
    queryFn: ({ signal }) => getVinculoAutomatico(signal),
  });
}

export function useVinculoAutomaticoLock(enabled: boolean) {
  return useQuery({ ...getVinculoAutomaticoQueryOptions(), enabled });
}

/** POST auto link (no body): queues the job; the answer (or a 429's problem) says until when it is locked. */
export function requestVinculoAutomatico(): Promise<VinculoAutomaticoOutput> {
  return api.post<VinculoAutomaticoOutput>(endpoints.dePara.vinculoAutomatico);
}

export function useRequestVinculoAutomatico() {
  const queryClient = useQueryClient();
  const { queryKey } = getVinculoAutomaticoQueryOptions();
  return useMutation({
    mutationFn: requestVinculoAutomatico,
    onSuccess: (answer) => queryClient.setQueryData(queryKey, { bloqueadoAte: answer.bloqueadoAte }),
    onError: (error) => {
      // a 429 (a request made elsewhere meanwhile) carries the lock: mirror it
      const bloqueadoAte = readBloqueadoAte(error);
      if (bloqueadoAte) queryClient.setQueryData(queryKey, { bloqueadoAte });
    },
  });
}

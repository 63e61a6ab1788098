import { endpoints, type DeParaAcaoOutput } from '@matriz/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

import { getDeParaListaQueryOptions } from './get-de-para-lista.ts';

/**
 * POST approve requests: the ids, all Em aberto (else 409 and nothing changes). Silent: the screen says
 * 'Ocorreu um erro no processo' itself (spec 002 §8).
 */
export function aprovarSolicitacoes(ids: readonly string[]): Promise<DeParaAcaoOutput> {
  return api.post<DeParaAcaoOutput>(endpoints.dePara.aprovarSolicitacoes, ids, { silent: true });
}

export function useAprovarSolicitacoes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: aprovarSolicitacoes,
    // a refusal may mean another user decided meanwhile: the lists refresh either way
    onSettled: () => queryClient.invalidateQueries({ queryKey: getDeParaListaQueryOptions().queryKey }),
  });
}

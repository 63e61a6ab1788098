import { endpoints, type DeParaAcaoOutput, type RejeitarSolicitacoesInput } from '@matriz/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

import { getDeParaListaQueryOptions } from './get-de-para-lista.ts';

/**
 * POST reject requests: ids and the justification (kept in the requests' notes). Silent: the screen says
 * 'Houve um erro ao tentar rejeitar solicitações' itself (spec 002 §8).
 */
export function rejeitarSolicitacoes(body: RejeitarSolicitacoesInput): Promise<DeParaAcaoOutput> {
  return api.post<DeParaAcaoOutput>(endpoints.dePara.rejeitarSolicitacoes, body, { silent: true });
}

export function useRejeitarSolicitacoes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejeitarSolicitacoes,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getDeParaListaQueryOptions().queryKey }),
  });
}

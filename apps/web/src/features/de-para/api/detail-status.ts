import { endpoints, type DeParaAcaoOutput } from '@matriz/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

import { getDeParaListaQueryOptions } from './get-de-para-lista.ts';

/** The three moves of selected mappings (spec 002 §4), each one POST of the De-Para ids. */
export type DetailStatusAcao = 'aprovar' | 'desfazer' | 'desaprovar';

const paths: Record<DetailStatusAcao, string> = {
  /** Revisão → Aprovado (/v1/DePara/aprovar-configuracoes) */
  aprovar: endpoints.dePara.aprovar,
  /** Revisão → Pendente (/v1/DePara/desfazer-depara) */
  desfazer: endpoints.dePara.desfazer,
  /** Aprovado → Revisão */
  desaprovar: endpoints.dePara.desaprovar,
};

export interface DetailStatusRequest {
  acao: DetailStatusAcao;
  ids: string[];
}

/**
 * POST approve / undo / disapprove: all or nothing; 409 when another user moved one of them meanwhile. Silent:
 * the screen says what failed.
 */
export function changeDetailStatus({ acao, ids }: DetailStatusRequest): Promise<DeParaAcaoOutput> {
  return api.post<DeParaAcaoOutput>(paths[acao], ids, { silent: true });
}

/** After an answer, success or refusal (409: the lists changed), every De-Para query asks again. */
export function useChangeDetailStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeDetailStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getDeParaListaQueryOptions().queryKey }),
  });
}

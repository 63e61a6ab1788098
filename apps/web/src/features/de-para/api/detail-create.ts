import {
  endpoints,
  type CriarDeParaOutput,
  type DeParaCriacaoItemInput,
  type DeParaVisao,
} from '@matriz/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

import { getDeParaListaQueryOptions } from './get-de-para-lista.ts';

export interface DetailCreateRequest {
  visao: DeParaVisao;
  items: DeParaCriacaoItemInput[];
}

/**
 * POST create franchisee / franchisor De-Para (spec 002 §3, §7): the selected pending rows go to Revisão; the
 * answer has one result row per item. Silent: the screen says what failed.
 */
export function createDetailDePara({ visao, items }: DetailCreateRequest): Promise<CriarDeParaOutput> {
  const path = visao === 'franqueado' ? endpoints.dePara.criarFranqueado : endpoints.dePara.criarFranqueador;
  return api.post<CriarDeParaOutput>(path, items, { silent: true });
}

/** Rows move between tabs: every De-Para query (counts, tabs, options, history) asks again. */
export function useCreateDetailDePara() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDetailDePara,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getDeParaListaQueryOptions().queryKey }),
  });
}

import {
  endpoints,
  type DeParaContexto,
  type DeParaDetalheOutput,
  type DeParaVisao,
} from '@matriz/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

import { getDeParaListaQueryOptions } from './get-de-para-lista.ts';

/** The query of the pending, review and approved lists (the contract's deParaDetalheQuery reads it). */
export interface DetailListRequest {
  page: number;
  pageSize: number;
  CustomerId: string;
  /** marca ids, comma-joined; none: every marca of the grupo */
  Marcas?: string;
  Visao: DeParaVisao;
  /** code or name of the row's account */
  Nome?: string;
}

const paths: Record<DeParaContexto, string> = {
  pendente: endpoints.dePara.listarPendente,
  revisao: endpoints.dePara.listarRevisao,
  aprovado: endpoints.dePara.listarAprovado,
};

/**
 * GET pending / review / approved list (spec 002 §7). Silent: a grupo the user may not see (403) or that does
 * not exist (404) is said by the screen itself, not by a passing notice.
 */
export function getDetailList(
  contexto: DeParaContexto,
  params: DetailListRequest,
  signal?: AbortSignal,
): Promise<DeParaDetalheOutput> {
  return api.get<DeParaDetalheOutput>(paths[contexto], {
    query: { ...params },
    signal,
    silent: true,
  });
}

export function getDetailListQueryOptions(contexto: DeParaContexto, params: DetailListRequest) {
  return queryOptions({
    queryKey: [...getDeParaListaQueryOptions().queryKey, 'detalhe', contexto, params],
    queryFn: ({ signal }) => getDetailList(contexto, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDetailList(contexto: DeParaContexto, params: DetailListRequest) {
  return useQuery(getDetailListQueryOptions(contexto, params));
}

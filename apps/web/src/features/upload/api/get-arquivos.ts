import { endpoints, type ListArquivosOutput, type ListArquivosParams } from '@matriz/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

export type ArquivosParams = Pick<ListArquivosParams, 'page' | 'pageSize'> &
  Partial<Pick<ListArquivosParams, 'tipoArquivo' | 'statusProcessamento'>>;

/** GET listar (Arquivo/Obter): the uploaded files, newest first, a page at a time. Silent: the table says it. */
export function getArquivos(params: ArquivosParams, signal?: AbortSignal): Promise<ListArquivosOutput> {
  return api.get<ListArquivosOutput>(endpoints.arquivo.listar, {
    query: { ...params },
    silent: true,
    signal,
  });
}

/** Without params: the key every page of the list shares (what an upload or a finished file invalidates). */
export function getArquivosQueryOptions(params?: ArquivosParams) {
  return queryOptions({
    queryKey: params ? ['arquivos', 'lista', params] : ['arquivos', 'lista'],
    queryFn: ({ signal }) => getArquivos(params ?? { page: 1, pageSize: 10 }, signal),
    placeholderData: keepPreviousData,
    // statuses change on the server: a page seen again is asked again
    staleTime: 0,
  });
}

export function useArquivos(params: ArquivosParams) {
  return useQuery(getArquivosQueryOptions(params));
}

import { endpoints, type TiposArquivoOutput } from '@matriz/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

/** GET tipos: the seven file types and which this cliente may choose (the select says why not). */
export function getTiposArquivo(signal?: AbortSignal): Promise<TiposArquivoOutput> {
  return api.get<TiposArquivoOutput>(endpoints.arquivo.tipos, { silent: true, signal });
}

export function getTiposArquivoQueryOptions() {
  return queryOptions({
    queryKey: ['arquivos', 'tipos'],
    queryFn: ({ signal }) => getTiposArquivo(signal),
    // a marca's stock-control flag rarely changes: a visit to the screen reads it once
    staleTime: 5 * 60_000,
  });
}

export function useTiposArquivo() {
  return useQuery(getTiposArquivoQueryOptions());
}

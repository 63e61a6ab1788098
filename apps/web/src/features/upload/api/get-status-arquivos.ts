import {
  endpoints,
  type ArquivoRow,
  type ListArquivosOutput,
  type StatusArquivosOutput,
} from '@matriz/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { apiRequestWithResponse } from '../../../lib/api-client.ts';
import { aplicarStatus, idsPendentes, proximoIntervalo, type StatusItem } from '../lib/status-ao-vivo.ts';

import { getArquivosQueryOptions, type ArquivosParams } from './get-arquivos.ts';

export interface StatusResposta {
  /** null: unchanged since the ETag sent (304) */
  itens: StatusItem[] | null;
  etag: string | null;
}

/** GET status of the rows followed, conditional on the last ETag: a 304 says nothing changed. */
export async function getStatusArquivos(
  ids: readonly string[],
  etag: string | null,
  signal?: AbortSignal,
): Promise<StatusResposta> {
  const r = await apiRequestWithResponse<StatusArquivosOutput>(endpoints.arquivo.status, {
    query: { ids: ids.join(',') },
    headers: etag ? { 'If-None-Match': etag } : undefined,
    okStatuses: [200, 304],
    // a failed poll is tried again later: no notice for it
    silent: true,
    signal,
  });
  if (r.status === 304) return { itens: null, etag };
  return { itens: r.body?.arquivos ?? [], etag: r.headers.get('etag') };
}

/**
 * Keeps the page of the list live while any of its rows is Aguardando or Processando: GET status of those rows with
 * the UPLOAD_STATUS_POLLING backoff and If-None-Match, each answer put into the rows in place (Aguardando →
 * Processando n% → Finalizado); a row that finishes has the list read again (its notes, counts, download). Stops when
 * nothing is pending, while the browser tab is hidden (asks at once when it is shown again) and when `ativo` is off.
 */
export function useStatusAoVivo(
  params: ArquivosParams,
  rows: readonly ArquivoRow[] | undefined,
  ativo: boolean,
) {
  const queryClient = useQueryClient();
  const idsKey = idsPendentes(rows).join(',');
  const paramsKey = JSON.stringify(params);

  useEffect(() => {
    if (!ativo || !idsKey) return;
    const listKey = getArquivosQueryOptions(JSON.parse(paramsKey) as ArquivosParams).queryKey;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let espera = proximoIntervalo(null, false);
    let etag: string | null = null;
    let emCurso = false;

    const agendar = () => {
      clearTimeout(timer);
      if (!controller.signal.aborted && !document.hidden) timer = setTimeout(() => void consultar(), espera);
    };
    const consultar = async () => {
      if (emCurso) return;
      emCurso = true;
      let mudou = false;
      try {
        const r = await getStatusArquivos(idsKey.split(','), etag, controller.signal);
        etag = r.etag;
        const atual = queryClient.getQueryData<ListArquivosOutput>(listKey);
        if (r.itens && atual) {
          const aplicado = aplicarStatus(atual, r.itens);
          mudou = aplicado.mudou;
          if (mudou) queryClient.setQueryData(listKey, aplicado.lista);
          if (aplicado.finalizou)
            void queryClient.invalidateQueries({ queryKey: getArquivosQueryOptions().queryKey });
        }
      } catch {
        // aborted, or the poll failed: the next one (later, by the backoff) tries again
      } finally {
        emCurso = false;
      }
      espera = proximoIntervalo(espera, mudou);
      agendar();
    };
    const aoMudarVisibilidade = () => {
      clearTimeout(timer);
      if (!document.hidden) {
        espera = proximoIntervalo(null, true);
        void consultar();
      }
    };

    document.addEventListener('visibilitychange', aoMudarVisibilidade);
    agendar();
    return () => {
      controller.abort();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', aoMudarVisibilidade);
    };
  }, [ativo, idsKey, paramsKey, queryClient]);
}

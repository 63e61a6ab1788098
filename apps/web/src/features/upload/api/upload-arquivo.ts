import {
  endpoints,
  type ArquivoRow,
  type ListArquivosOutput,
  type TipoArquivo,
  type UploadArquivoOutput,
} from '@matriz/contracts';
import type { QueryClient } from '@tanstack/react-query';

import { uploadRequest } from '../../../lib/upload-request.ts';

import { getArquivosQueryOptions, type ArquivosParams } from './get-arquivos.ts';

/**
 * POST upload (Arquivo/Importar): multipart `tipoArquivo` and `file`, with upload progress. Silent: the screen
 * shows spec 002 §8's notice ('Upload de arquivos' – 'Ocorreu um erro ao processar seu arquivo {file}') itself.
 */
export function uploadArquivo(
  file: File,
  tipo: TipoArquivo,
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<UploadArquivoOutput> {
  const form = new FormData();
  form.append('tipoArquivo', String(tipo));
  form.append('file', file, file.name);
  return uploadRequest<UploadArquivoOutput>(endpoints.arquivo.upload, form, { ...options, silent: true });
}

/** A list page the new row belongs on: the first one, with filters (if any) the row matches. */
function mostraNovaLinha(params: ArquivosParams | undefined, row: ArquivoRow): boolean {
  if (!params || params.page !== 1) return false;
  if (params.tipoArquivo !== undefined && params.tipoArquivo !== row.tipoArquivo.valor) return false;
  return (
    params.statusProcessamento === undefined || params.statusProcessamento === row.statusProcessamento.valor
  );
}

/**
 * After an upload the Status tab shows the new row at once: it goes on top of every first page cached, and the
 * lists are read again behind it (the server's order and total).
 */
export function mostrarArquivoEnviado(queryClient: QueryClient, row: ArquivoRow): void {
  const todas = getArquivosQueryOptions().queryKey;
  for (const [key, data] of queryClient.getQueriesData<ListArquivosOutput>({ queryKey: todas })) {
    const params = key[2] as ArquivosParams | undefined;
    if (!data || !mostraNovaLinha(params, row) || data.arquivos.some((r) => r._id === row._id)) continue;
    queryClient.setQueryData<ListArquivosOutput>(key, {
      ...data,
      arquivos: [row, ...data.arquivos].slice(0, params?.pageSize ?? data.arquivos.length + 1),
      total: data.total + 1,
    });
  }
  void queryClient.invalidateQueries({ queryKey: todas });
}

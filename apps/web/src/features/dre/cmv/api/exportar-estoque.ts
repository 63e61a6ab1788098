import {
  endpoints,
  type ExportarEstoqueFilaOutput,
  type ExportarEstoqueInput,
  type TipoExportacaoCmv,
} from '@matriz/contracts';
import { useMutation } from '@tanstack/react-query';

import { apiDownload, type DownloadedFile } from '../../../../lib/api-client.ts';

/** What an export answered: the file itself (small), or the request queued in the report list (large). */
export type ResultadoExportacao =
  { tipo: 'arquivo'; arquivo: DownloadedFile } | { tipo: 'fila'; fila: ExportarEstoqueFilaOutput };

/** A queued export answers JSON; a direct one the xlsx. */
export async function lerResultadoExportacao(arquivo: DownloadedFile): Promise<ResultadoExportacao> {
  if (!arquivo.blob.type.includes('json')) return { tipo: 'arquivo', arquivo };
  return { tipo: 'fila', fila: JSON.parse(await arquivo.blob.text()) as ExportarEstoqueFilaOutput };
}

/**
 * POST stock export (spec 001 §7): month, stores or clusters. Silent: the tab says 'Erro ao exportar' with the
 * server's reason and marks the month when it is the problem.
 */
export async function exportarEstoque(pedido: {
  tipo: TipoExportacaoCmv;
  corpo: ExportarEstoqueInput;
}): Promise<ResultadoExportacao> {
  const arquivo = await apiDownload(endpoints.cmv.exportar[pedido.tipo], {
    method: 'POST',
    body: pedido.corpo,
    silent: true,
  });
  return lerResultadoExportacao(arquivo);
}

export function useExportarEstoque() {
  return useMutation({ mutationFn: exportarEstoque });
}

import {
  endpoints,
  type DetalhesLinhaDreInput,
  type ExportarDetalhesLinhaDreOutput,
} from '@matriz/contracts';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

/**
 * POST export of the line detail (spec 001 §7): the same body as the detail (paging ignored); 200 queues the
 * report in the report list. Silent: the failure says 'Exportar detalhe – …' (spec 001 §8).
 */
export function exportarDetalhesLinha(
  pedido: DetalhesLinhaDreInput,
): Promise<ExportarDetalhesLinhaDreOutput> {
  return api.post<ExportarDetalhesLinhaDreOutput>(endpoints.dre.exportarDetalhesLinha, pedido, {
    silent: true,
  });
}

export function useExportarDetalhesLinha() {
  return useMutation({ mutationFn: exportarDetalhesLinha });
}

import { endpoints, type DetalhesMesDreInput, type ExportarDetalhesMesDreOutput } from '@matriz/contracts';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

/**
 * POST export of 'Detalhes do mês selecionado' (issue 11 §1): the month detail's body; 200 queues the report in
 * the report list. Silent: the failure says 'Exportar detalhe – …' (spec 001 §8).
 */
export function exportarDetalhesMes(pedido: DetalhesMesDreInput): Promise<ExportarDetalhesMesDreOutput> {
  return api.post<ExportarDetalhesMesDreOutput>(endpoints.dre.exportarDetalhesMes, pedido, { silent: true });
}

export function useExportarDetalhesMes() {
  return useMutation({ mutationFn: exportarDetalhesMes });
}

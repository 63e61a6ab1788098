import { endpoints, type ExportarDreInput, type ExportarDreOutput } from '@matriz/contracts';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

/**
 * POST DRE exportar (spec 001 §7 'POST DRE exports (7 kinds)'): the query of the card, the type and its options;
 * 200 queues the report in the report list. Silent: the modal says 'Erro ao exportar' with the server's reason.
 */
export function exportarDre(corpo: ExportarDreInput): Promise<ExportarDreOutput> {
  return api.post<ExportarDreOutput>(endpoints.dre.exportar, corpo, { silent: true });
}

export function useExportarDre() {
  return useMutation({ mutationFn: exportarDre });
}

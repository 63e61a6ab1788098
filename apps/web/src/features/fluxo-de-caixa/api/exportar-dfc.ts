import { endpoints, type ExportacaoDfcInput, type ExportarDfcOutput } from '@matriz/contracts';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

/**
 * POST FluxoDeCaixa/exportar (spec 001 §2.3, §7; issue 12 §2): the cash-flow query of the card and the export kind
 * (1–3); 200 queues the report in the report list. Silent: the modal says 'Erro ao exportar' with the server's
 * reason.
 */
export function exportarDfc(corpo: ExportacaoDfcInput): Promise<ExportarDfcOutput> {
  return api.post<ExportarDfcOutput>(endpoints.dfc.exportar, corpo, { silent: true });
}

export function useExportarDfc() {
  return useMutation({ mutationFn: exportarDfc });
}

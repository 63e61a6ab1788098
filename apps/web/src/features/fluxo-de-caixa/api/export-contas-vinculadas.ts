import {
  endpoints,
  type ExportacaoNaFilaOutput,
  type ExportarContasVinculadasInput,
} from '@matriz/contracts';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

/** Export of the linked accounts (spec 001 §7): a 200 means the xlsx report was queued. */
export function exportContasVinculadas(body: ExportarContasVinculadasInput): Promise<ExportacaoNaFilaOutput> {
  return api.post<ExportacaoNaFilaOutput>(endpoints.fluxoDeCaixa.exportarContasVinculadas, body);
}

export function useExportContasVinculadas() {
  return useMutation({ mutationFn: exportContasVinculadas });
}

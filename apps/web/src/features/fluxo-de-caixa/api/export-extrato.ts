import { endpoints, type ExportacaoNaFilaOutput, type ExportarExtratoInput } from '@matriz/contracts';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

/**
 * POST statement export (spec 001 §7): a 200 means the xlsx report was queued. A failure gets the global notice
 * with the server's text (the spec's original was silent, §8: a refused export saying nothing is not kept).
 */
export function exportExtrato(body: ExportarExtratoInput): Promise<ExportacaoNaFilaOutput> {
  return api.post<ExportacaoNaFilaOutput>(endpoints.fluxoDeCaixa.exportarExtrato, body);
}

export function useExportExtrato() {
  return useMutation({ mutationFn: exportExtrato });
}

import { endpoints, type ExportacaoNaFilaOutput, type ExportarExtratoInput } from '@matriz/contracts';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

/**
 * POST statement export (spec 001 §7): a 200 means the xlsx report was queued. Silent, as the spec says of the
 * statement's export failures (§8): no notice (a 401 still ends the session).
 */
export function exportExtrato(body: ExportarExtratoInput): Promise<ExportacaoNaFilaOutput> {
  return api.post<ExportacaoNaFilaOutput>(endpoints.fluxoDeCaixa.exportarExtrato, body, { silent: true });
}

export function useExportExtrato() {
  return useMutation({ mutationFn: exportExtrato });
}

import { endpoints, type DeParaContexto, type DeParaVisao } from '@matriz/contracts';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

/**
 * The report's query string (the contract's deParaRelatorioQuery reads it): from the main screen CustomerIds or
 * ClusterIds and marcas; from a detail screen CustomerId, Marcas, Visao and Contexto. Lists comma-joined.
 */
export interface DeParaRelatorioRequest {
  CustomerIds?: string;
  ClusterIds?: string;
  CustomerId?: string;
  marcas?: string;
  Marcas?: string;
  Visao?: DeParaVisao;
  Contexto?: DeParaContexto;
}

/** GET De-Para report (spec 002 §7): queues the xlsx in the report list. */
export function requestDeParaReport(
  params: DeParaRelatorioRequest,
): Promise<{ id: string; message: string }> {
  return api.get(endpoints.dePara.gerarRelatorio, { query: { ...params } });
}

export function useRequestDeParaReport() {
  return useMutation({ mutationFn: requestDeParaReport });
}

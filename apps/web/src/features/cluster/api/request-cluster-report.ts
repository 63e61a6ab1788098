import { endpoints, type ClusterReportQueuedOutput } from '@matriz/contracts';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

export type ClusterReportKind = 'relatorio' | 'modelo';

/** GET cluster report generation / model export (spec 002 §7): both queue a report. */
export function requestClusterReport(kind: ClusterReportKind): Promise<ClusterReportQueuedOutput> {
  const path = kind === 'relatorio' ? endpoints.cluster.gerarRelatorio : endpoints.cluster.exportarModelo;
  return api.get<ClusterReportQueuedOutput>(path);
}

export function useRequestClusterReport() {
  return useMutation({ mutationFn: requestClusterReport });
}

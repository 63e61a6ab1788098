import { clusterModeloReport, clusterReport } from '../clusters/cluster-reports.ts';
import { empresasReport } from '../empresas/empresas-report.ts';
import type { AnyReportKind } from './report-kind.ts';

/**
 * Every report kind the workers can run and the origin filter lists. Each area exports its kind from its own
 * module and adds it here.
 */
export const reportKinds: AnyReportKind[] = [empresasReport, clusterReport, clusterModeloReport];

export function findReportKind(origem: string, kinds: readonly AnyReportKind[] = reportKinds) {
  return kinds.find((k) => k.origem === origem);
}

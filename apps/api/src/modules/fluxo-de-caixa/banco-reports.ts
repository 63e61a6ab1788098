import type { Scope } from '../access/scope.ts';
import type { ReportKind } from '../../xlsx/report-kind.ts';
import { contasVinculadasReport } from './contas-vinculadas-report.ts';
import { extratoReport } from './extrato-report.ts';

/** The report kinds of the bank tabs (worker.ts registers them; the origin filter of /relatorio lists each). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind parses its own parameters (as AnyReportKind)
export const bancoReportKinds: readonly ReportKind<any, Scope>[] = [contasVinculadasReport, extratoReport];

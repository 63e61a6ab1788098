import type { ContasVinculadasFiltros, ExportacaoNaFilaOutput } from '@matriz/contracts';
import type { Database } from '../../db/index.ts';
import type { AuthContext } from '../access/auth-context.ts';
import type { Scope } from '../access/scope.ts';
import { enqueueReport } from '../relatorio/enqueue-report.ts';
import { contasVinculadasCondition } from './contas-queries.ts';
import { contasVinculadasReport } from './contas-vinculadas-report.ts';

/**
 * POST export of the linked accounts: the filters checked now (a grupo outside the scope is refused before anything
 * is queued), then the xlsx report is queued; the job runs the list's query.
 */
export function exportContasVinculadas(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  filtros: ContasVinculadasFiltros,
): Promise<ExportacaoNaFilaOutput> {
  contasVinculadasCondition(auth.clienteId, scope, filtros);
  return enqueueReport(
    db,
    { clienteId: auth.clienteId, usuarioId: auth.usuarioId },
    contasVinculadasReport,
    filtros,
  );
}

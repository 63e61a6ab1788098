import type { EmpresasFiltros, ExportarEmpresasOutput } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import type { AuthContext } from '../access/auth-context.ts';
import type { Scope } from '../access/scope.ts';
import { enqueueReport } from '../relatorio/enqueue-report.ts';
import { empresasReport } from './empresas-report.ts';
import { empresasCondition } from './queries.ts';

/**
 * POST EXPORTAR_EMPRESAS: checks the filters now (a bad state, an unknown cluster or an id outside the scope
 * is refused before anything is queued), then queues the xlsx report; the job runs the list's query.
 */
export async function exportEmpresas(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  filtros: EmpresasFiltros,
): Promise<ExportarEmpresasOutput> {
  await withTenant(db, auth.clienteId, (tx) => empresasCondition(tx, auth.clienteId, scope, filtros));
  return enqueueReport(db, { clienteId: auth.clienteId, usuarioId: auth.usuarioId }, empresasReport, filtros);
}

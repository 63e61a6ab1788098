import { deParaMessages, type DeParaRelatorioParams } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import type { AuthContext } from '../access/auth-context.ts';
import type { Scope } from '../access/scope.ts';
import { enqueueReport } from '../relatorio/enqueue-report.ts';
import { deParaReport, loadSelecaoRelatorio } from './de-para-report.ts';

/**
 * GET De-Para report (spec 002 §7): checks the selection now (403 outside the scope, 404 not the tenant's), so a
 * bad request is refused before anything is queued, then queues the xlsx in the report list.
 */
export async function requestDeParaReport(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  params: DeParaRelatorioParams,
): Promise<{ id: string; message: string }> {
  await withTenant(db, auth.clienteId, (tx) => loadSelecaoRelatorio(tx, auth.clienteId, scope, params));
  const { id } = await enqueueReport(
    db,
    { clienteId: auth.clienteId, usuarioId: auth.usuarioId },
    deParaReport,
    params,
  );
  return { id, message: deParaMessages.reportQueued };
}

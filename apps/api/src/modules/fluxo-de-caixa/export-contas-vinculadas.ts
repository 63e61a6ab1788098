import type { ContasVinculadasFiltros, ExportacaoNaFilaOutput } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import type { AuthContext } from '../access/auth-context.ts';
import type { Scope } from '../access/scope.ts';
import { enqueueReport } from '../relatorio/enqueue-report.ts';
import { assertBancoLegivel } from './assert-banco-legivel.ts';
import { contasVinculadasCondition } from './contas-queries.ts';
import { contasVinculadasReport } from './contas-vinculadas-report.ts';

/**
 * POST export of the linked accounts: the requester and the filters checked now (a user limited to cost centres or
 * a grupo outside the scope is refused before anything is queued), then the xlsx report is queued in the same
 * transaction; the job runs the list's query.
 */
export function exportContasVinculadas(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  filtros: ContasVinculadasFiltros,
): Promise<ExportacaoNaFilaOutput> {
  return withTenant(db, auth.clienteId, async (tx) => {
    await assertBancoLegivel(tx, auth, scope);
    contasVinculadasCondition(auth.clienteId, scope, filtros);
    return enqueueReport(
      tx,
      { clienteId: auth.clienteId, usuarioId: auth.usuarioId },
      contasVinculadasReport,
      filtros,
    );
  });
}

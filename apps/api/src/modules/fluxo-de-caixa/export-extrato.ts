import type { ExportacaoNaFilaOutput, ExtratoFiltros } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import type { AuthContext } from '../access/auth-context.ts';
import type { Scope } from '../access/scope.ts';
import { enqueueReport } from '../relatorio/enqueue-report.ts';
import { resolveContaDoExtrato } from './extrato-queries.ts';
import { extratoReport } from './extrato-report.ts';

/**
 * POST statement export (spec 001 §7): the account checked now (requester, scope, grupo, stores: refused before
 * anything is queued; the range at most EXTRATO_EXPORT_MAX_DIAS days, by the contract), then the xlsx report is queued in the same transaction.
 */
export function exportExtrato(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  filtros: ExtratoFiltros,
): Promise<ExportacaoNaFilaOutput> {
  return withTenant(db, auth.clienteId, async (tx) => {
    await resolveContaDoExtrato(tx, auth, scope, filtros);
    return enqueueReport(
      tx,
      { clienteId: auth.clienteId, usuarioId: auth.usuarioId },
      extratoReport,
      filtros,
    );
  });
}

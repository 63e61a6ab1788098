import { dreMessages, type ExportarDetalhesMesDreParams } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import type { AuthContext } from '../access/auth-context.ts';
import type { Scope } from '../access/scope.ts';
import { enqueueReport } from '../relatorio/enqueue-report.ts';
import { leitorDre } from './access.ts';
import { detalhesMesDreReport } from './detalhes-mes-dre-report.ts';
import { resolveCelulaDre } from './resolve-celula-dre.ts';

/**
 * POST export of 'Detalhes do mês selecionado' (issue 11 §1): the cell checked now as the month detail checks it
 * (the query's validation and plan window, 404 for another model's line or another tenant's ids, 403 out of
 * scope), so a bad request is refused before anything is queued; then the xlsx queued in the report list. The
 * route asks DRE/Exportar on a premium cliente (the report list is premium) and refuses a consultant's filter B
 * with stores, as the month detail does.
 */
export async function requestDetalhesMesDreReport(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  params: ExportarDetalhesMesDreParams,
): Promise<{ id: string; message: string }> {
  await withTenant(db, auth.clienteId, (tx) => resolveCelulaDre(tx, leitorDre(auth), scope, params));
  const { id } = await enqueueReport(
    db,
    { clienteId: auth.clienteId, usuarioId: auth.usuarioId },
    detalhesMesDreReport,
    params,
  );
  return { id, message: dreMessages.relatorioEnviado };
}

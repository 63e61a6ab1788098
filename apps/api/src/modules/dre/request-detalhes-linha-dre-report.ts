import { dreMessages, type DetalhesLinhaDreParams } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import type { AuthContext } from '../access/auth-context.ts';
import type { Scope } from '../access/scope.ts';
import { enqueueReport } from '../relatorio/enqueue-report.ts';
import { assertDetalhePremium, leitorDre } from './access.ts';
import { detalhesLinhaDreReport } from './detalhes-linha-dre-report.ts';
import { resolveCelulaDre } from './resolve-celula-dre.ts';

/**
 * POST export of the line detail (spec 001 §7): premium (the line detail is), the cell checked now (400 / 403 /
 * 404 as the detail) so a bad request is refused before anything is queued, then the xlsx queued in the report
 * list. The screen then says 'Gerando Relatório' pointing to the reports screen.
 */
export async function requestDetalhesLinhaDreReport(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  params: DetalhesLinhaDreParams,
): Promise<{ id: string; message: string }> {
  assertDetalhePremium(auth);
  await withTenant(db, auth.clienteId, (tx) => resolveCelulaDre(tx, leitorDre(auth), scope, params));
  const { id } = await enqueueReport(
    db,
    { clienteId: auth.clienteId, usuarioId: auth.usuarioId },
    detalhesLinhaDreReport,
    params,
  );
  return { id, message: dreMessages.relatorioEnviado };
}

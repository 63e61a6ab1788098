import { dfcExportacaoMessages, type ExportacaoDfcParams, type ExportarDfcOutput } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import type { AuthContext } from '../access/auth-context.ts';
import type { Scope } from '../access/scope.ts';
import { enqueueReport } from '../relatorio/enqueue-report.ts';
import { leitorDfc } from './dfc-access.ts';
import { loadModeloDfc } from './dfc-load-modelo.ts';
import { assertHistoricoDfc, resolveSelecaoDfc } from './dfc-resolve-selecao.ts';
import { exportarDfcReport } from './exportar-dfc-report.ts';

/**
 * POST FluxoDeCaixa/exportar (spec 001 §2.3 'Export modal with three kinds', §7; issue 12 §2): the route asks for
 * FluxoDeCaixa/Exportar on a premium cliente (the file waits in the premium report list, as the DRE's exports);
 * the query is checked as the search checks it — the schema's rules (consultaFluxoInput: required fields, dates in
 * order, the column cap), the plan's history window, the model (404 another tenant's), the stores and bank accounts
 * within the user's scope (403 / 404) — so a bad request is refused before anything is queued; then the report of
 * its kind is queued in the same transaction and the answer is the queue's usual 200 with 'Sua solicitação de
 * relatório foi enviada'.
 */
export async function exportarDfc(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  params: ExportacaoDfcParams,
  agora?: Date,
): Promise<ExportarDfcOutput> {
  const leitor = leitorDfc(auth);
  assertHistoricoDfc(params, leitor.premium, agora);
  const { id } = await withTenant(db, auth.clienteId, async (tx) => {
    await loadModeloDfc(tx, auth.clienteId, params.ModeloFluxo);
    await resolveSelecaoDfc(tx, leitor, scope, params);
    return enqueueReport(
      tx,
      { clienteId: auth.clienteId, usuarioId: auth.usuarioId },
      exportarDfcReport(params.tipo),
      params,
    );
  });
  return { id, message: dfcExportacaoMessages.relatorioEnviado };
}

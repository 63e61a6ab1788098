import { dreMessages, type ExportarDreOutput, type ExportarDreParams } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AuthContext } from '../access/auth-context.ts';
import type { Scope } from '../access/scope.ts';
import { enqueueReport } from '../relatorio/enqueue-report.ts';
import { leitorDre } from './access.ts';
import { exportarDreReport } from './exportar-dre-report.ts';
import { resolverDre } from './get-dre.ts';
import { layoutDaConsulta } from './layout-dre.ts';
import { assertConsultaResolvida, historicoDoPlano } from './validate-consulta-dre.ts';

/**
 * POST DRE exportar (spec 001 §7 'POST DRE exports (7 kinds)'; issue 11 §1): the query is checked as the search
 * checks it — the schema's rules (the system exports refused with the analyses of §4, type 6 without lines), the
 * plan's history window, the model (404 another tenant's), its filters within the user's scope (403 / 404), the
 * lines of type 6 in the model (404 otherwise) — but without the 36-column limit, so a bad request is refused
 * before anything is queued; then the report of its type is queued (request and job in one transaction) and the
 * answer is the queue's usual 200 with 'Sua solicitação de relatório foi enviada'.
 */
export async function exportarDre(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  params: ExportarDreParams,
  hoje?: Date,
): Promise<ExportarDreOutput> {
  const leitor = leitorDre(auth);
  assertConsultaResolvida(params, { historico: historicoDoPlano(leitor.premium, hoje), exportacao: true });
  await withTenant(db, auth.clienteId, async (tx) => {
    const { modelo, selecao } = await resolverDre(tx, leitor, scope, params);
    // the columns the selection resolves to, within what Excel opens (the job would refuse them later)
    const layout = await layoutDaConsulta(tx, auth.clienteId, params, selecao);
    assertConsultaResolvida(params, {
      historico: historicoDoPlano(leitor.premium, hoje),
      exportacao: true,
      lojas: layout.empresas.length,
      centrosDeCusto: layout.centrosDeCusto.length + 1,
    });
    const doModelo = new Set(modelo.linhas.map((l) => l.id));
    if ((params.filtroOpcionalExportacao?.linhasIds ?? []).some((id) => !doModelo.has(id)))
      throw notFound(dreMessages.linhaNaoEncontrada);
  });
  const { id } = await enqueueReport(
    db,
    { clienteId: auth.clienteId, usuarioId: auth.usuarioId },
    exportarDreReport(params.tipo),
    params,
  );
  return { id, message: dreMessages.relatorioEnviado };
}

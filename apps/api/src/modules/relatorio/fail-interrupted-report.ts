import { and, eq, sql } from 'drizzle-orm';
import { withTenant } from '../../db/index.ts';
import { relatorio } from '../../db/schema/index.ts';
import { reportJobPayload, STATUS } from './report-queue.ts';
import { runMessages, type RunReportDeps } from './run-report-job.ts';

/**
 * A report job that failed for good without its handler marking the request (worker killed or out of time on
 * the last attempt; pg-boss hands it to the dead-letter queue): the request, if still waiting or running,
 * ends in Erro.
 */
export async function failInterruptedReport(deps: Pick<RunReportDeps, 'db' | 'now'>, data: unknown) {
  const payload = reportJobPayload.safeParse(data);
  if (!payload.success) return;
  const { relatorioId, clienteId } = payload.data;
  const now = deps.now ?? (() => new Date());
  await withTenant(deps.db, clienteId, (tx) =>
    tx
      .update(relatorio)
      .set({ status: STATUS.erro, finishedAt: now(), erro: runMessages.interrompido })
      .where(
        and(
          eq(relatorio.clienteId, clienteId),
          eq(relatorio.id, relatorioId),
          sql`${relatorio.status} in (${STATUS.aguardando}, ${STATUS.processando})`,
        ),
      ),
  );
}

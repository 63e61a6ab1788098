import { withTenant, type DatabaseOrTransaction } from '../../db/index.ts';
import { relatorio } from '../../db/schema/index.ts';
import { enqueueJob } from '../../lib/enqueue-job.ts';
import type { ReportKind } from '../../xlsx/report-kind.ts';
import { REPORT_QUEUE, STATUS, type ReportJobPayload } from './report-queue.ts';

/**
 * Creates the request row (status 0 Aguardando) and its pg-boss job in ONE transaction; answers the request id.
 * The job is inserted on the same transaction (enqueueJob), so either both commit or neither does. Given a
 * transaction, both join it (a savepoint), so a caller's own checks and the request commit together.
 */
export async function enqueueReport<P>(
  db: DatabaseOrTransaction,
  who: { clienteId: string; usuarioId: string },
  kind: Pick<ReportKind<P>, 'origem' | 'descricao' | 'parametros'>,
  params: P,
): Promise<{ id: string }> {
  const parametros = kind.parametros.parse(params);
  return withTenant(db, who.clienteId, async (tx) => {
    const [row] = await tx
      .insert(relatorio)
      .values({
        clienteId: who.clienteId,
        usuarioId: who.usuarioId,
        origem: kind.origem,
        descricao: kind.descricao,
        parametros: parametros ?? null,
        status: STATUS.aguardando,
      })
      .returning({ id: relatorio.id });
    const id = row!.id;
    const payload: ReportJobPayload = { v: 1, relatorioId: id, clienteId: who.clienteId };
    await enqueueJob(tx, REPORT_QUEUE, payload);
    return { id };
  });
}

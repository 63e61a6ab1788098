import { sql } from 'drizzle-orm';
import { fromDrizzle, PgBoss } from 'pg-boss';
import type { Database } from '../../db/index.ts';
import { withTenant } from '../../db/index.ts';
import { relatorio } from '../../db/schema/index.ts';
import type { ReportKind } from './report-kind.ts';
import { REPORT_QUEUE, STATUS, type ReportJobPayload } from './report-queue.ts';

/**
 * Creates the request row (status 0 Aguardando) and its pg-boss job in ONE transaction; answers the request id.
 * The job is inserted through pg-boss's own SQL on the caller's transaction (the drizzle adapter), so either both
 * commit or neither does. The sender pg-boss instance is never started: it only builds the insert.
 */
export async function enqueueReport<P>(
  db: Database,
  who: { clienteId: string; usuarioId: string },
  kind: ReportKind<P>,
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
    const adapter = fromDrizzle(tx, sql);
    const sender = new PgBoss({ db: adapter, supervise: false, schedule: false, migrate: false });
    const payload: ReportJobPayload = { v: 1, relatorioId: id, clienteId: who.clienteId };
    const jobId = await sender.send(REPORT_QUEUE, payload, { db: adapter });
    if (!jobId) throw new Error('a fila de relatórios não aceitou o pedido');
    return { id };
  });
}

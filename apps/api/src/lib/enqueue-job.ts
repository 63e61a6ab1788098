import { sql } from 'drizzle-orm';
import { fromDrizzle, PgBoss } from 'pg-boss';
import type { DatabaseOrTransaction } from '../db/index.ts';

/**
 * Inserts a pg-boss job through the caller's transaction (pg-boss's drizzle adapter), so the job commits with the
 * rows that ask for it, or not at all (CONVENTIONS.md habit 11). The sender is never started: it only builds the
 * insert. Answers the job's id.
 */
export async function enqueueJob(tx: DatabaseOrTransaction, queue: string, data: object): Promise<string> {
  const adapter = fromDrizzle(tx, sql);
  const sender = new PgBoss({ db: adapter, supervise: false, schedule: false, migrate: false });
  const jobId = await sender.send(queue, data, { db: adapter });
  if (!jobId) throw new Error(`a fila ${queue} não aceitou a tarefa`);
  return jobId;
}

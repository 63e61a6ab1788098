import type { InferInsertModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../db/index.ts';

/** Inserts rows in batches that stay under PostgreSQL's 65,535 parameters per statement. */
export async function inserir<T extends PgTable>(
  tx: Transaction,
  table: T,
  rows: InferInsertModel<T>[],
): Promise<void> {
  if (rows.length === 0) return;
  const porLote = Math.max(1, Math.floor(30_000 / Object.keys(rows[0]!).length));
  for (let i = 0; i < rows.length; i += porLote) await tx.insert(table).values(rows.slice(i, i + porLote));
}

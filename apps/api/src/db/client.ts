import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle, type NodePgDatabase, type NodePgTransaction } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = NodePgDatabase<Schema>;
export type Transaction = NodePgTransaction<Schema, ExtractTablesWithRelations<Schema>>;
export type DatabaseOrTransaction = Database | Transaction;

export interface CreateDatabaseOptions {
  /** Pool size (default 10). */
  max?: number;
  /** Shown in pg_stat_activity (default 'matriz'). */
  applicationName?: string;
}

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

/**
 * A Drizzle database over a node-postgres pool. JIT is off on every connection: on our report
 * queries it only adds compile time (DESIGN.md §5).
 */
export function createDatabase(url: string, options: CreateDatabaseOptions = {}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    application_name: options.applicationName ?? 'matriz',
    options: '-c jit=off',
  });
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the next query gets a fresh connection or reports the failure itself.
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  return { db, pool, close: () => pool.end() };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Runs `fn` in one transaction scoped to a tenant: row-level security then shows and accepts
 * only rows of `clienteId` (the setting is transaction-local, so a pooled connection never
 * carries it to the next request). Called on a transaction it opens a savepoint, and the tenant
 * stays set until the outer transaction ends.
 */
export async function withTenant<T>(
  db: DatabaseOrTransaction,
  clienteId: string,
  fn: (tx: Transaction) => Promise<T>,
  opcoes: TenantOptions = {},
): Promise<T> {
  if (!UUID.test(clienteId)) throw new Error(`clienteId is not a UUID: ${clienteId}`);
  return db.transaction(async (tx) => {
    await tx.execute(
      opcoes.workMem
        ? sql`select set_config('app.cliente_id', ${clienteId}, true), set_config('work_mem', ${opcoes.workMem}, true)`
        : sql`select set_config('app.cliente_id', ${clienteId}, true)`,
    );
    if (opcoes.workMem) opcoes.definida?.(tx);
    return fn(tx);
  });
}

/** Settings of withTenant's transaction, set in the same statement as the tenant (no extra round trip). */
export interface TenantOptions {
  /** the transaction's work_mem (e.g. '64MB') */
  workMem?: string;
  /** told the transaction once its work_mem is set */
  definida?: (tx: Transaction) => void;
}

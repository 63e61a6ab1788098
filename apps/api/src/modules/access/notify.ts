import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';

/** PostgreSQL channel every API process LISTENs on to drop cached claims and scopes. */
export const ACCESS_CHANNEL = 'matriz_acesso';

/** What a write changed: a whole tenant (rules, plan, network), or one user (profile, active flag, sessions). */
export interface AccessChange {
  clienteId: string;
  usuarioId?: string | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const formatAccessChange = (c: AccessChange) =>
  c.usuarioId ? `${c.clienteId}/${c.usuarioId}` : c.clienteId;

/** The change a notification carries; null for a payload that is not ours. */
export function parseAccessChange(payload: string | undefined): AccessChange | null {
  const [clienteId, usuarioId, ...rest] = (payload ?? '').split('/');
  if (!clienteId || !UUID.test(clienteId) || rest.length > 0) return null;
  if (usuarioId === undefined) return { clienteId };
  return UUID.test(usuarioId) ? { clienteId, usuarioId } : null;
}

/** Changes notified during the current request, dropped from this process's cache once the response goes. */
const requestChanges = new AsyncLocalStorage<AccessChange[]>();

/** Runs `fn` collecting into `changes` every access change it notifies (the API wraps each handler so). */
export function collectAccessChanges<T>(changes: AccessChange[], fn: () => T): T {
  return requestChanges.run(changes, fn);
}

/**
 * Call inside the transaction of every write that changes who may see what: an access rule, a user (active
 * flag, rule, name or e-mail), the plan, a session's end, or the network a scope is computed from (marcas,
 * grupos, stores, cost centres, clusters). `pg_notify` is transactional: every process (this one included)
 * hears it only if and when the transaction commits. This process also drops the entries right after the
 * request's handler, so its next request never waits for the notification to arrive.
 */
export async function notifyAccessChanged(
  tx: DatabaseOrTransaction,
  clienteId: string,
  usuarioId?: string,
): Promise<void> {
  const change: AccessChange = usuarioId ? { clienteId, usuarioId } : { clienteId };
  await tx.execute(sql`select pg_notify(${ACCESS_CHANNEL}, ${formatAccessChange(change)})`);
  requestChanges.getStore()?.push(change);
}

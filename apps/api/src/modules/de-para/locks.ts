import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';

const chaveDoGrupo = (id: string) => sql`hashtextextended(${`de-para-grupo:${id}`}, 0)`;

/**
 * The one lock of De-Para writes: every transaction that changes a grupo's mappings (create, approve, undo,
 * disapprove, a request approved, the automatic link) first takes the grupo's advisory lock, held to its commit,
 * and takes several in ascending id order. So the mappings of a grupo have one writer at a time — a check made
 * under the lock (is this account still pending? does a justification say the grupo has no account for it?) still
 * holds when the write follows, and the history's "before" is the real one — and two writers can never wait on
 * each other crosswise (no deadlock: every wait is for a higher id than any lock held). Writes of one grupo are a
 * few milliseconds; the automatic link takes the grupos one after another, in the same order.
 */
export async function lockGrupos(tx: DatabaseOrTransaction, grupoIds: Iterable<string>): Promise<void> {
  for (const id of [...new Set(grupoIds)].sort()) {
    // re-entrant: a lock this transaction already holds is taken again at once
    await tx.execute(sql`select pg_advisory_xact_lock(${chaveDoGrupo(id)})`);
  }
}

/**
 * The same locks in shared mode, for ledger ingestion: the DRE rollup maps each entry through the grupo's approved
 * De-Para as it reads it, so the mappings must not change until the ingesting transaction commits (modules/dre).
 * Ingestions of one grupo do not exclude each other; a De-Para writer waits for them, and they for it.
 */
export async function lockGruposShared(tx: DatabaseOrTransaction, grupoIds: Iterable<string>): Promise<void> {
  for (const id of [...new Set(grupoIds)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${chaveDoGrupo(id)})`);
  }
}

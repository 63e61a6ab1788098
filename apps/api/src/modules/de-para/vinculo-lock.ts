import { DE_PARA_AUTO_LINK_LOCK_MS } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';

/** The report kind of 'Vincular Automaticamente': its requests in the report list are the lock's memory. */
export const VINCULO_AUTOMATICO_ORIGEM = 'de-para-vinculo-automatico';

export interface AutoLinkLock {
  /** when the button unlocks; null when it is free */
  bloqueadoAte: Date | null;
  /** the database's clock when read */
  agora: Date;
}

/**
 * Whether 'Vincular Automaticamente' is locked for the cliente (spec 002 §4, §9: 15 minutes after a request): a
 * request of any of its users in the last DE_PARA_AUTO_LINK_LOCK_MS, read from the report requests, so the lock
 * holds whichever browser or API process asks.
 */
export async function readAutoLinkLock(tx: DatabaseOrTransaction, clienteId: string): Promise<AutoLinkLock> {
  const { rows } = await tx.execute<{ ultimo: Date | string | null; agora: Date | string }>(sql`
    select max(created_at) as ultimo, clock_timestamp() as agora
    from relatorio
    where cliente_id = ${clienteId} and origem = ${VINCULO_AUTOMATICO_ORIGEM}
      and created_at > clock_timestamp() - make_interval(secs => ${DE_PARA_AUTO_LINK_LOCK_MS / 1000})`);
  const row = rows[0]!;
  const agora = new Date(row.agora);
  const ate = row.ultimo ? new Date(new Date(row.ultimo).getTime() + DE_PARA_AUTO_LINK_LOCK_MS) : null;
  return { bloqueadoAte: ate && ate > agora ? ate : null, agora };
}

/** Serialises the requests of one cliente: of two at once, the second sees the first's and is refused. */
export async function lockAutoLinkRequests(tx: DatabaseOrTransaction, clienteId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`de-para-vinculo:${clienteId}`}, 0))`);
}

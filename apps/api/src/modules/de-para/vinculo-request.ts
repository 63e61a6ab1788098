import { DE_PARA_AUTO_LINK_LOCK_MS, deParaMessages, type VinculoAutomaticoOutput } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { enqueueReport } from '../relatorio/enqueue-report.ts';
import { lockAutoLinkRequests, readAutoLinkLock } from './vinculo-lock.ts';
import { vinculoAutomaticoReport } from './vinculo-report.ts';

/** GET auto-link state: when 'Vincular Automaticamente' unlocks for the cliente (null: free). */
export function getAutoLinkState(db: Database, auth: AuthContext): Promise<VinculoAutomaticoOutput> {
  return withTenant(db, auth.clienteId, async (tx) => {
    const { bloqueadoAte } = await readAutoLinkLock(tx, auth.clienteId);
    return { bloqueadoAte: bloqueadoAte?.toISOString() ?? null };
  });
}

/**
 * POST auto link (issue 9 §1, §4): queues the linking job as a report of the requester (what it linked and why
 * lands in /relatorio), unless the cliente asked in the last 15 minutes — then 429 with when it unlocks. The
 * check and the request share one transaction, serialised per cliente, so two clicks at once queue one job.
 * The threshold travels in the report's parameters: the job links with the one in force when it was asked.
 */
export function requestAutoLink(
  db: Database,
  auth: AuthContext,
  confiancaMinima: number,
): Promise<VinculoAutomaticoOutput> {
  return withTenant(db, auth.clienteId, async (tx) => {
    await lockAutoLinkRequests(tx, auth.clienteId);
    const { bloqueadoAte, agora } = await readAutoLinkLock(tx, auth.clienteId);
    if (bloqueadoAte) {
      const minutos = Math.max(1, Math.ceil((bloqueadoAte.getTime() - agora.getTime()) / 60_000));
      throw new AppError(429, deParaMessages.autoLinkLocked(minutos), {
        extra: { bloqueadoAte: bloqueadoAte.toISOString() },
      });
    }
    const { id } = await enqueueReport(
      tx,
      { clienteId: auth.clienteId, usuarioId: auth.usuarioId },
      vinculoAutomaticoReport,
      { confiancaMinima },
    );
    // as GET will tell it: from the request's own time
    const now = await readAutoLinkLock(tx, auth.clienteId);
    const ate = now.bloqueadoAte ?? new Date(agora.getTime() + DE_PARA_AUTO_LINK_LOCK_MS);
    return { id, message: deParaMessages.reportQueued, bloqueadoAte: ate.toISOString() };
  });
}

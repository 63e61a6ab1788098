import { isApiError } from '../../../lib/errors.ts';
import dayjs from '../../../lib/dayjs.ts';

const MAX_TIMER_MS = 2_147_483_647;

/** The instant the auto-link lock ends; null when there is none (or it is unreadable). */
export function parseLock(bloqueadoAte: string | null | undefined): Date | null {
  if (!bloqueadoAte) return null;
  const until = new Date(bloqueadoAte);
  return Number.isNaN(until.getTime()) ? null : until;
}

/**
 * How long to wait before looking at the lock again: until it ends (0 when it has), at most what setTimeout
 * takes (2^31 − 1 ms; a longer lock re-arms when that first wait ends).
 */
export function nextCheckMs(until: Date, now: number): number {
  return Math.min(MAX_TIMER_MS, Math.max(0, until.getTime() - now));
}

/** The disabled button's tooltip: when it unlocks, in local time. */
export function unlockText(until: Date): string {
  return `Disponível novamente às ${dayjs(until).format('HH:mm')}`;
}

/** The lock a 429 answer carries (the problem's extra member `bloqueadoAte`), else null. */
export function readBloqueadoAte(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 429) return null;
  const body = error.body;
  if (!body || typeof body !== 'object') return null;
  const value = (body as { bloqueadoAte?: unknown }).bloqueadoAte;
  return typeof value === 'string' ? value : null;
}

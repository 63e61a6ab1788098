import { describe, expect, it } from 'vitest';

import { ApiError } from '../../../lib/errors.ts';

import { nextCheckMs, parseLock, readBloqueadoAte, unlockText } from './vinculo-lock.ts';

describe('auto-link lock', () => {
  it('reads the instant the lock ends, none when free or unreadable', () => {
    expect(parseLock(null)).toBeNull();
    expect(parseLock(undefined)).toBeNull();
    expect(parseLock('ontem')).toBeNull();
    expect(parseLock('2026-03-10T12:15:00.000Z')?.toISOString()).toBe('2026-03-10T12:15:00.000Z');
  });

  it('waits until the lock ends, at once when it has, never past what setTimeout takes', () => {
    const until = new Date('2026-03-10T12:15:00.000Z');
    expect(nextCheckMs(until, until.getTime() - 60_000)).toBe(60_000);
    expect(nextCheckMs(until, until.getTime() + 1)).toBe(0);
    expect(nextCheckMs(new Date(8.64e15), 0)).toBe(2_147_483_647);
  });

  it("says when the button is available again, in local time: 'Disponível novamente às HH:mm'", () => {
    expect(unlockText(new Date(2026, 2, 10, 9, 5))).toBe('Disponível novamente às 09:05');
  });

  it('takes the lock from a 429 problem, not from other refusals', () => {
    const problem = { status: 429, title: 'Aguarde', bloqueadoAte: '2026-03-10T12:15:00.000Z' };
    expect(readBloqueadoAte(new ApiError(429, problem))).toBe('2026-03-10T12:15:00.000Z');
    expect(readBloqueadoAte(new ApiError(429, { status: 429, title: 'Aguarde' }))).toBeNull();
    expect(readBloqueadoAte(new ApiError(403, { ...problem, status: 403 }))).toBeNull();
    expect(readBloqueadoAte(new Error('x'))).toBeNull();
  });
});

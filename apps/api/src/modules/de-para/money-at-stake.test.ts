import { describe, expect, it } from 'vitest';
import { janela12Meses } from './money-at-stake.ts';

/** The 12-month window of the money at stake follows Brasília's calendar (UTC−3), not UTC's. */
describe('janela12Meses', () => {
  it('stays in the month Brasília is in during the last hours of a month (already the next one in UTC)', () => {
    // 2026-11-30 22:30 in São Paulo
    expect(janela12Meses(new Date('2026-12-01T01:30:00Z'))).toEqual({
      inicio: '2025-12-01',
      fim: '2026-11-01',
    });
    // 2025-12-31 23:59 in São Paulo: still December, across the turn of the year in UTC
    expect(janela12Meses(new Date('2026-01-01T02:59:00Z'))).toEqual({
      inicio: '2025-01-01',
      fim: '2025-12-01',
    });
  });

  it('moves on when the month begins in Brasília', () => {
    expect(janela12Meses(new Date('2026-12-01T03:00:00Z'))).toEqual({
      inicio: '2026-01-01',
      fim: '2026-12-01',
    });
    expect(janela12Meses(new Date('2026-01-01T03:00:00Z'))).toEqual({
      inicio: '2025-02-01',
      fim: '2026-01-01',
    });
    expect(janela12Meses(new Date('2026-03-15T12:00:00Z'))).toEqual({
      inicio: '2025-04-01',
      fim: '2026-03-01',
    });
  });
});

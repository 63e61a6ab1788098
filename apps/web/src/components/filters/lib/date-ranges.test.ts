import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';

import {
  countMonths,
  getDateRangePresets,
  getDateRangeShortcuts,
  isBeyondMonthLimit,
  toApiDayRange,
  toApiMonthRange,
} from './date-ranges.ts';

const fmt = (range: [dayjs.Dayjs, dayjs.Dayjs]) => range.map((d) => d.format('YYYY-MM-DD'));

describe('date range shortcuts (spec 001 §2.3)', () => {
  it('offers Hoje, Ontem, 2 meses, 3 meses and Último ano, ending today', () => {
    const shortcuts = getDateRangeShortcuts(dayjs('2024-03-31T15:20:00'));
    expect(shortcuts.map((s) => s.label)).toEqual(['Hoje', 'Ontem', '2 meses', '3 meses', 'Último ano']);
    expect(shortcuts.map((s) => fmt(s.value))).toEqual([
      ['2024-03-31', '2024-03-31'],
      ['2024-03-30', '2024-03-30'],
      ['2024-01-31', '2024-03-31'],
      ['2023-12-31', '2024-03-31'],
      ['2023-03-31', '2024-03-31'],
    ]);
  });

  it('crosses the year on the first of January', () => {
    const [, ontem] = getDateRangeShortcuts(dayjs('2025-01-01'));
    expect(fmt(ontem!.value)).toEqual(['2024-12-31', '2024-12-31']);
  });

  it("starts no earlier than the plan's window: a Starter 'Último ano' is the 12 months it may search", () => {
    const shortcuts = getDateRangeShortcuts(dayjs('2026-11-27'), dayjs('2025-12-01'));
    expect(shortcuts.map((s) => fmt(s.value))).toEqual([
      ['2026-11-27', '2026-11-27'],
      ['2026-11-26', '2026-11-26'],
      ['2026-09-27', '2026-11-27'],
      ['2026-08-27', '2026-11-27'],
      ['2025-12-01', '2026-11-27'],
    ]);
  });

  it('computes each shortcut when clicked: a screen left open past midnight offers the new day', () => {
    let agora = dayjs('2026-03-31T23:59:00');
    const presets = getDateRangePresets(undefined, () => agora);
    agora = dayjs('2026-04-01T00:01:00');
    expect(presets.map((p) => p.label)).toEqual(['Hoje', 'Ontem', '2 meses', '3 meses', 'Último ano']);
    expect(fmt(presets[0]!.value())).toEqual(['2026-04-01', '2026-04-01']);
    expect(fmt(presets[4]!.value())).toEqual(['2025-04-01', '2026-04-01']);
  });
});

describe('month ranges', () => {
  it('counts both ends', () => {
    expect(countMonths(dayjs('2024-01-15'), dayjs('2024-03-01'))).toBe(3);
    expect(countMonths(dayjs('2024-03-01'), dayjs('2024-03-31'))).toBe(1);
    expect(countMonths(dayjs('2024-06-01'), dayjs('2023-07-01'))).toBe(12);
  });

  it('disables months past the limit on either side of the first pick, none before a pick', () => {
    const from = dayjs('2024-06-01');
    expect(isBeyondMonthLimit(dayjs('2025-05-01'), from, 12)).toBe(false);
    expect(isBeyondMonthLimit(dayjs('2025-06-01'), from, 12)).toBe(true);
    expect(isBeyondMonthLimit(dayjs('2023-07-01'), from, 12)).toBe(false);
    expect(isBeyondMonthLimit(dayjs('2023-06-01'), from, 12)).toBe(true);
    expect(isBeyondMonthLimit(dayjs('2030-01-01'), undefined, 12)).toBe(false);
  });

  it('sends the first day of the start month and the last (or first) day of the end month', () => {
    const range: [dayjs.Dayjs, dayjs.Dayjs] = [dayjs('2024-01-20'), dayjs('2024-02-10')];
    expect(toApiMonthRange(range)).toEqual({ inicio: '2024-01-01', fim: '2024-02-29' });
    expect(toApiMonthRange(range, 'start')).toEqual({ inicio: '2024-01-01', fim: '2024-02-01' });
    expect(toApiDayRange(range)).toEqual({ inicio: '2024-01-20', fim: '2024-02-10' });
  });
});

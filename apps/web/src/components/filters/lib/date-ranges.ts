import dayjs, { type Dayjs } from '../../../lib/dayjs.ts';

export type DayRange = [Dayjs, Dayjs];

export interface DateRangeShortcut {
  label: string;
  value: DayRange;
}

/**
 * The date-range shortcuts of spec 001 §2.3: Hoje, Ontem, 2 meses, 3 meses, Último ano. The longer ones end
 * today and start the same day 2 months, 3 months or 1 year earlier — or on `minStart` when that is later (the
 * plan's history window: a Starter cliente's 'Último ano' would start before it and be refused).
 */
export function getDateRangeShortcuts(today: Dayjs = dayjs(), minStart?: Dayjs): DateRangeShortcut[] {
  const day = today.startOf('day');
  const yesterday = day.subtract(1, 'day');
  const from = (start: Dayjs) =>
    minStart && start.isBefore(minStart, 'day') ? minStart.startOf('day') : start;
  return [
    { label: 'Hoje', value: [day, day] },
    { label: 'Ontem', value: [yesterday, yesterday] },
    { label: '2 meses', value: [from(day.subtract(2, 'month')), day] },
    { label: '3 meses', value: [from(day.subtract(3, 'month')), day] },
    { label: 'Último ano', value: [from(day.subtract(1, 'year')), day] },
  ];
}

export interface DateRangePreset {
  label: string;
  /** computed when clicked: a screen left open past midnight offers the new day */
  value: () => DayRange;
}

/** The shortcuts as the range picker's presets, each computed at click time (`now` is the clock). */
export function getDateRangePresets(minStart?: Dayjs, now: () => Dayjs = () => dayjs()): DateRangePreset[] {
  return getDateRangeShortcuts(now(), minStart).map(({ label }, i) => ({
    label,
    value: () => getDateRangeShortcuts(now(), minStart)[i]!.value,
  }));
}

/** Months a range covers, both ends included: 01/2024–03/2024 is 3. */
export function countMonths(start: Dayjs, end: Dayjs): number {
  return Math.abs(end.startOf('month').diff(start.startOf('month'), 'month')) + 1;
}

/**
 * For a month picker limited to `maxMonths` months in total: once the first month is picked, months that would
 * make the range longer are disabled, on either side of it.
 */
export function isBeyondMonthLimit(candidate: Dayjs, from: Dayjs | undefined, maxMonths: number): boolean {
  return from !== undefined && countMonths(from, candidate) > maxMonths;
}

export interface ApiDateRange {
  inicio: string;
  fim: string;
}

/** The range as the API takes days: YYYY-MM-DD both ends. */
export function toApiDayRange([start, end]: DayRange): ApiDateRange {
  return { inicio: start.format('YYYY-MM-DD'), fim: end.format('YYYY-MM-DD') };
}

/**
 * A month range as the API takes it: the start's first day, and the end's first day (`'start'`, months as
 * DESIGN §3) or last day (`'end'`, for endpoints filtering by day).
 */
export function toApiMonthRange([start, end]: DayRange, endAs: 'start' | 'end' = 'end'): ApiDateRange {
  const last = endAs === 'end' ? end.endOf('month') : end.startOf('month');
  return { inicio: start.startOf('month').format('YYYY-MM-DD'), fim: last.format('YYYY-MM-DD') };
}

import type { IsoDate } from './types.ts';

const pad = (n: number) => String(n).padStart(2, '0');

export function isoDate(year: number, month: number, day: number): IsoDate {
  return `${year}-${pad(month)}-${pad(day)}`;
}

export interface Mes {
  ano: number;
  /** 1..12 */
  mes: number;
  /** `YYYY-MM-01` */
  inicio: IsoDate;
  dias: number;
  /** Position in the span, 0 = oldest. */
  indice: number;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The `count` months ending with `today`'s month, oldest first. */
export function monthSpan(today: Date, count: number): Mes[] {
  const out: Mes[] = [];
  const endYear = today.getUTCFullYear();
  const endMonth = today.getUTCMonth() + 1;
  for (let i = count - 1; i >= 0; i--) {
    const serial = endYear * 12 + (endMonth - 1) - i;
    const ano = Math.floor(serial / 12);
    const mes = (serial % 12) + 1;
    out.push({ ano, mes, inicio: isoDate(ano, mes, 1), dias: daysInMonth(ano, mes), indice: count - 1 - i });
  }
  return out;
}

// Date arithmetic runs millions of times for a big network: ISO dates go through a cached day
// number (days since 1970-01-01) instead of Date objects.
const serialCache = new Map<IsoDate, number>();
const isoCache = new Map<number, IsoDate>();

function toSerial(date: IsoDate): number {
  let n = serialCache.get(date);
  if (n === undefined) {
    n = Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
    serialCache.set(date, n);
  }
  return n;
}

function fromSerial(n: number): IsoDate {
  let iso = isoCache.get(n);
  if (iso === undefined) {
    iso = new Date(n * 86_400_000).toISOString().slice(0, 10);
    isoCache.set(n, iso);
  }
  return iso;
}

/** Adds days to an ISO date. */
export function addDays(date: IsoDate, days: number): IsoDate {
  return fromSerial(toSerial(date) + days);
}

/** The same day `months` later, clamped to the month's last day. */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const serial = y * 12 + (m - 1) + months;
  const ano = Math.floor(serial / 12);
  const mes = (serial % 12) + 1;
  return isoDate(ano, mes, Math.min(d, daysInMonth(ano, mes)));
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(year: number, month: number, day: number): number {
  return weekdayOf(isoDate(year, month, day));
}

export function weekdayOf(date: IsoDate): number {
  // 1970-01-01 was a Thursday (4).
  return (((toSerial(date) + 4) % 7) + 7) % 7;
}

/** Moves a due date that falls on a weekend to the next Monday, as banks do. */
export function nextBusinessDay(date: IsoDate): IsoDate {
  const wd = weekdayOf(date);
  return wd === 6 ? addDays(date, 2) : wd === 0 ? addDays(date, 1) : date;
}

/** Mother's Day in Brazil: the second Sunday of May. */
export function diaDasMaes(year: number): number {
  const first = weekday(year, 5, 1);
  return 1 + ((7 - first) % 7) + 7;
}

const SAZONALIDADE_MES = [0.9, 0.88, 0.95, 0.97, 1.08, 1.0, 1.03, 0.98, 0.97, 1.0, 1.05, 1.35];
const FATOR_DIA_SEMANA = [1.12, 0.82, 0.86, 0.92, 0.97, 1.13, 1.24];

/** Relative sales of a day: month seasonality × weekday × special dates (Mother's Day, Christmas, Valentine's). */
export function fatorDia(year: number, month: number, day: number): number {
  let f = (SAZONALIDADE_MES[month - 1] as number) * (FATOR_DIA_SEMANA[weekday(year, month, day)] as number);
  if (month === 5) {
    const maes = diaDasMaes(year);
    if (day === maes) f *= 1.9;
    else if (day >= maes - 3 && day < maes) f *= 1.3;
  }
  if (month === 12 && day >= 18 && day <= 24) f *= 1.35;
  if (month === 12 && day === 25) f *= 0.5;
  if (month === 6 && day === 12) f *= 1.4;
  if (month === 1 && day === 1) f *= 0.4;
  return f;
}

/** Slow growth of the network over the span (about 6 % a year). */
export function fatorTendencia(indiceMes: number): number {
  return 0.94 + indiceMes * 0.005;
}

export function compareIso(a: IsoDate, b: IsoDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

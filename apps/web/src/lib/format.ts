import dayjs, { type Dayjs } from './dayjs.ts';

type DateInput = string | number | Date | Dayjs | null | undefined;

const brl = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const decimal2 = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 'R$ 1.234,56' — note the non-breaking space (U+00A0) after R$. Empty for missing values. */
export function formatBRL(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '' : brl.format(value);
}

/** A value already in percent units: 12.345 → '12,35%'. Empty for missing values. */
export function formatPercent(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '' : `${decimal2.format(value)}%`;
}

function toDayjs(value: DateInput): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const d = dayjs(value);
  return d.isValid() ? d : null;
}

/** dd/MM/yyyy */
export function formatDate(value: DateInput): string {
  return toDayjs(value)?.format('DD/MM/YYYY') ?? '';
}

/** MM/yyyy */
export function formatMonth(value: DateInput): string {
  return toDayjs(value)?.format('MM/YYYY') ?? '';
}

/** YYYY-MM-DD, the only date format the API takes and gives (months as their first day). */
export function toApiDate(value: DateInput): string {
  return toDayjs(value)?.format('YYYY-MM-DD') ?? '';
}

/** The first day of the value's month, as the API wants months. */
export function toApiMonth(value: DateInput): string {
  return toDayjs(value)?.startOf('month').format('YYYY-MM-DD') ?? '';
}

const decimalFormats = new Map<number, Intl.NumberFormat>();

/** pt-BR number with up to `decimals` decimal places: 1234.5 → '1.234,5'. Empty for missing values. */
export function formatNumber(value: number | null | undefined, decimals = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  let format = decimalFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: decimals });
    decimalFormats.set(decimals, format);
  }
  return format.format(value);
}

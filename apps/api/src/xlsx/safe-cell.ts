import { centavosToReais } from '../lib/money.ts';

/** Characters that make a spreadsheet program read a text as a formula (CSV/formula injection, OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Whether a text would be taken for a formula if typed or imported as is. */
export function looksLikeFormula(text: string): boolean {
  return FORMULA_START.test(text);
}

export type SafeCellValue = string | number | boolean | Date | null;

/**
 * The value to give an exceljs cell: numbers, booleans and dates as such; bigint as a number (`centavos`: a
 * money bigint in centavos becomes reais, exactly); everything else as a plain string. Never a formula object: exceljs
 * writes a string as a shared-string cell, which Excel shows as text and never evaluates, whatever it starts with.
 */
export function safeCellValue(value: unknown, opts: { centavos?: boolean } = {}): SafeCellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return opts.centavos ? centavosToReais(value) : Number(value);
  if (typeof value === 'boolean') return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? null;
}

/**
 * One CSV field: a text that could start a formula gets a leading apostrophe (so the spreadsheet shows it as
 * text), and any field with a separator, quote or line break is quoted.
 */
export function safeCsvField(value: unknown, separator = ';'): string {
  const v = safeCellValue(value);
  if (v === null) return '';
  let text = v instanceof Date ? v.toISOString() : String(v);
  if (typeof v === 'string' && looksLikeFormula(text)) text = `'${text}`;
  return /["\r\n]/.test(text) || text.includes(separator) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line (no terminator). */
export function safeCsvLine(values: readonly unknown[], separator = ';'): string {
  return values.map((v) => safeCsvField(v, separator)).join(separator);
}

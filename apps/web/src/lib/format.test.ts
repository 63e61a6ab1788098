import { describe, expect, it } from 'vitest';

import {
  formatBRL,
  formatDate,
  formatMonth,
  formatNumber,
  formatPercent,
  toApiDate,
  toApiMonth,
} from './format.ts';

describe('format', () => {
  it('formats money as Brazilian real with 2 decimals and a non-breaking space', () => {
    expect(formatBRL(1234.5)).toBe('R$\u00a01.234,50');
    expect(formatBRL(-0.456)).toBe('-R$\u00a00,46');
    expect(formatBRL(null)).toBe('');
  });

  it('formats percent with 2 decimals', () => {
    expect(formatPercent(12.345)).toBe('12,35%');
    expect(formatPercent(-3)).toBe('-3,00%');
    expect(formatPercent(undefined)).toBe('');
  });

  it('formats dates for people and for the API', () => {
    expect(formatDate('2024-03-05')).toBe('05/03/2024');
    expect(formatMonth('2024-03-05')).toBe('03/2024');
    expect(toApiDate(new Date(2024, 2, 5))).toBe('2024-03-05');
    expect(toApiMonth('2024-03-25')).toBe('2024-03-01');
    expect(formatDate('')).toBe('');
    expect(formatDate('não é data')).toBe('');
  });
});

describe('formatNumber', () => {
  it('formats pt-BR with thousands and up to 2 decimals', () => {
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatNumber(80)).toBe('80');
    expect(formatNumber(0.125, 2)).toBe('0,13');
    expect(formatNumber(null)).toBe('');
  });
});

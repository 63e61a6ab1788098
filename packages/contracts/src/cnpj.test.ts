import { describe, expect, it } from 'vitest';

import { formatCnpj } from './cnpj.ts';

describe('formatCnpj', () => {
  it('formats numeric and alphanumeric CNPJs, and leaves anything else alone', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('123')).toBe('123');
  });
});

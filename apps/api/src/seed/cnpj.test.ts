import { cnpj as validator } from 'cpf-cnpj-validator';
import { describe, expect, it } from 'vitest';
import { buildCnpj, computeCnpjCheckDigits, formatCnpj, randomCnpjRaiz } from './cnpj.ts';
import { Rng } from './prng.ts';

describe('cnpj', () => {
  it('computes the check digits of known numeric and alphanumeric CNPJs', () => {
    expect(computeCnpjCheckDigits('112223330001')).toBe('81');
    expect(computeCnpjCheckDigits('12ABC34501DE')).toBe('35');
  });

  it('builds CNPJs that an independent validator accepts', () => {
    const rng = new Rng(7);
    for (let i = 0; i < 500; i++) {
      const cnpj = buildCnpj(randomCnpjRaiz(rng, i % 3 === 0), rng.int(1, 40));
      expect(validator.isValid(cnpj), cnpj).toBe(true);
      expect(validator.isValid(formatCnpj(cnpj)), formatCnpj(cnpj)).toBe(true);
    }
  });

  it('makes alphanumeric roots that hold at least one letter', () => {
    const rng = new Rng(3);
    for (let i = 0; i < 50; i++) expect(randomCnpjRaiz(rng, true)).toMatch(/[A-Z]/);
  });
});

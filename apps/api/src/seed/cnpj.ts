import type { Rng } from './prng.ts';

const WEIGHTS_DV1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const WEIGHTS_DV2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * One check digit. Each character counts as its char code − 48, which keeps digits as they were and
 * lets the 2026 alphanumeric CNPJ (letters in the first 12 positions) use the same modulus-11 rule.
 */
function checkDigit(base: string, weights: number[]): number {
  let sum = 0;
  for (let i = 0; i < base.length; i++) sum += (base.charCodeAt(i) - 48) * (weights[i] as number);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** The two check digits of a 12-character CNPJ base (digits or, since 2026, upper-case letters). */
export function computeCnpjCheckDigits(base12: string): string {
  if (!/^[0-9A-Z]{12}$/.test(base12)) throw new Error(`base de CNPJ inválida: ${base12}`);
  const dv1 = checkDigit(base12, WEIGHTS_DV1);
  const dv2 = checkDigit(base12 + dv1, WEIGHTS_DV2);
  return `${dv1}${dv2}`;
}

/** A CNPJ (14 characters, no punctuation) for branch `filial` of a company root of 8 characters. */
export function buildCnpj(raiz8: string, filial: number): string {
  const base = raiz8 + String(filial).padStart(4, '0');
  return base + computeCnpjCheckDigits(base);
}

/** A random company root: 8 digits, or 8 alphanumeric characters for the new 2026 format. */
export function randomCnpjRaiz(rng: Rng, alfanumerico = false): string {
  let raiz = '';
  for (let i = 0; i < 8; i++) raiz += alfanumerico ? rng.pick([...ALNUM]) : String(rng.int(0, 9));
  // A root made of one repeated character is rejected by validators.
  if (/^(.)\1+$/.test(raiz)) return randomCnpjRaiz(rng, alfanumerico);
  if (alfanumerico && /^\d+$/.test(raiz)) raiz = 'A' + raiz.slice(1);
  return raiz;
}

export { formatCnpj } from '@matriz/contracts';

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centavosToReais, formatCentavos } from './money.ts';

/** The reais of JSON and xlsx: exactly the double the decimal text reads as, whatever the centavos. */
describe('centavosToReais', () => {
  const peloTexto = (c: bigint) => Number(formatCentavos(c));

  it('is the double of the exact decimal, for any amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), (c) => {
        expect(Object.is(centavosToReais(c), peloTexto(c))).toBe(true);
      }),
      { numRuns: 20_000 },
    );
    // small amounts, where a rounding slip would show first, and the edges of exact doubles
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (n) => {
        expect(centavosToReais(BigInt(n))).toBe(peloTexto(BigInt(n)));
      }),
      { numRuns: 20_000 },
    );
    const limite = BigInt(Number.MAX_SAFE_INTEGER);
    for (const c of [
      0n,
      1n,
      -1n,
      5n,
      -5n,
      10n,
      99n,
      100n,
      101n,
      limite,
      -limite,
      limite + 1n,
      -limite - 1n,
      limite * 7n,
    ])
      expect(Object.is(centavosToReais(c), peloTexto(c)), String(c)).toBe(true);
  });

  it('reads like the text the sheets and the screen show', () => {
    expect(centavosToReais(123456n)).toBe(1234.56);
    expect(centavosToReais(-5n)).toBe(-0.05);
    expect(formatCentavos(-5n)).toBe('-0.05');
    expect(centavosToReais(1n)).toBe(0.01);
    expect(centavosToReais(0n)).toBe(0);
  });
});

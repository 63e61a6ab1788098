/**
 * Money is bigint centavos everywhere inside Matriz (DESIGN.md §3); it becomes reais only at the edge (JSON,
 * xlsx), and then exactly: the decimal text is built from the integer and read once, never divided as a float.
 */

/** 1234567n → '12345.67', -5n → '-0.05'. */
export function formatCentavos(centavos: bigint): string {
  const negative = centavos < 0n;
  const abs = negative ? -centavos : centavos;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Beyond this many centavos a bigint is no longer exactly a double. */
const EXATO = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * The reais as a JSON/Excel number: the double nearest to the exact decimal (12345.67), never a float sum. While the
 * centavos are exactly a double, one IEEE division by 100 is that double (a division is correctly rounded, and the
 * exact quotient *is* the decimal) — the same number as reading the decimal text, without building the text (a DRE
 * answer has tens of thousands of cells; money.test.ts holds both ways equal). Beyond, the text is read.
 */
export function centavosToReais(centavos: bigint): number {
  if (centavos <= EXATO && centavos >= -EXATO) return Number(centavos) / 100;
  return Number(formatCentavos(centavos));
}

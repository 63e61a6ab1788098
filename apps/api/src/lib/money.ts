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

/** The reais as a JSON/Excel number: the double nearest to the exact decimal (12345.67), never a float sum. */
export function centavosToReais(centavos: bigint): number {
  return Number(formatCentavos(centavos));
}

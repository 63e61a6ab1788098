/**
 * Money arithmetic that is not a sum: a product or quotient with a plain number, and an average. Each result is
 * bigint centavos rounded half away from zero (the rounding of accounting, and symmetric for costs and revenues).
 * The number is taken as the shortest decimal that prints it (0.7 is 7/10, not the double below it), so a
 * formula's literal (`RB * 0.7`) gives exactly the centavos a person would compute by hand.
 */

/** num ÷ den rounded half away from zero; den ≠ 0. */
export function dividirArredondando(num: bigint, den: bigint): bigint {
  if (den < 0n) return dividirArredondando(-num, -den);
  const quociente = num / den;
  const resto = num % den;
  const absResto = resto < 0n ? -resto : resto;
  if (2n * absResto < den) return quociente;
  return num < 0n ? quociente - 1n : quociente + 1n;
}

/** A finite number as an exact fraction of integers, from its shortest decimal text: 0.7 → 7/10, 1e-7 → 1/10⁷. */
function decimalDe(n: number): { numerador: bigint; denominador: bigint } {
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(n));
  if (!match) throw new RangeError(`número não finito: ${n}`);
  const [, sinal = '', inteiro = '0', fracao = '', expoente = '0'] = match;
  let numerador = BigInt(`${sinal}${inteiro}${fracao}`);
  let denominador = 10n ** BigInt(fracao.length);
  const e = Number(expoente);
  if (e >= 0) numerador *= 10n ** BigInt(e);
  else denominador *= 10n ** BigInt(-e);
  return { numerador, denominador };
}

/** centavos × n, rounded to the centavo. */
export function multiplicarDinheiro(centavos: bigint, n: number): bigint {
  const { numerador, denominador } = decimalDe(n);
  return dividirArredondando(centavos * numerador, denominador);
}

/** centavos ÷ n, rounded to the centavo; null when n is zero (a division by zero is an empty cell). */
export function dividirDinheiro(centavos: bigint, n: number): bigint | null {
  const { numerador, denominador } = decimalDe(n);
  if (numerador === 0n) return null;
  return dividirArredondando(centavos * denominador, numerador);
}

/** The mean of `quantidade` values summing `soma`, rounded to the centavo. */
export function mediaDinheiro(soma: bigint, quantidade: number): bigint {
  return dividirArredondando(soma, BigInt(quantidade));
}

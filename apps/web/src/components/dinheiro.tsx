import { formatBRL } from '../lib/format.ts';

/** Money in pt-BR; a negative is red with its minus sign (what rounds to zero is not), as in the report tables. */
export function Dinheiro({ valor }: { valor: number | null }) {
  if (valor === null) return null;
  const texto = formatBRL(valor);
  return <span className={valor < 0 && /[1-9]/.test(texto) ? 'mz-negativo' : undefined}>{texto}</span>;
}

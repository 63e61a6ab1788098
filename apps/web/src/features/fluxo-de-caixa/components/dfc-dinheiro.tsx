import { formatBRL } from '../../../lib/format.ts';

/** Money in pt-BR; a negative is red with its minus sign, as in the tree table. */
export function DfcDinheiro({ valor }: { valor: number | null }) {
  if (valor === null) return null;
  const texto = formatBRL(valor);
  return <span className={valor < 0 && /[1-9]/.test(texto) ? 'dfc-negativo' : undefined}>{texto}</span>;
}

import { isCelulaErro, type CelulaJson, type MatrizFormato } from '@matriz/contracts';

import { formatBRL, formatNumber } from '../../../lib/format.ts';

/**
 * How a cash-flow cell reads: money in pt-BR ('R$ 1.234,56', a negative with its minus sign and shown red), a
 * formula's number with 2 decimals, an empty cell for "no data" — never 'R$ 0,00', which is a real zero — and a cell
 * that could not be computed as its message.
 */
export type CelulaDfcFormatada =
  | { tipo: 'vazio'; texto: '' }
  | { tipo: 'erro'; texto: string }
  | { tipo: 'valor'; texto: string; negativo: boolean };

export function formatarCelulaDfc(
  celula: CelulaJson | undefined,
  formato: MatrizFormato,
): CelulaDfcFormatada {
  if (celula === null || celula === undefined) return { tipo: 'vazio', texto: '' };
  if (isCelulaErro(celula)) return { tipo: 'erro', texto: celula.message };
  const texto =
    formato === 'moeda'
      ? formatBRL(celula)
      : formato === 'percentual'
        ? `${formatNumber(celula * 100, 2)}\u00a0%`
        : formatNumber(celula, formato === 'inteiro' ? 0 : 2);
  // -0,004 rounds to '-R$ 0,00' in Intl: what reads as zero is not red
  return { tipo: 'valor', texto, negativo: celula < 0 && /[1-9]/.test(texto) };
}

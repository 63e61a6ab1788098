import {
  celulaDaColuna,
  isCelulaErro,
  type CelulaJson,
  type ColunaDreJson,
  type MatrizFormato,
  type ReferenciaLinhaDreJson,
} from '@matriz/contracts';

import { formatBRL, formatNumber } from '../../../lib/format.ts';

/**
 * How a DRE cell reads (issue 10 §2): money in pt-BR ('R$ 1.234,56', a negative with its minus sign and shown
 * red), percentages (fractions in the answer) with 2 decimals ('12,34 %'), an empty cell for "no data" — never
 * 'R$ 0,00', which is a real zero — and a cell that could not be computed as its message.
 */
export type CelulaFormatada =
  | { tipo: 'vazio'; texto: '' }
  | { tipo: 'erro'; texto: string }
  | { tipo: 'valor'; texto: string; negativo: boolean };

const percentual = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A number in a format of the matrix. */
export function formatarValor(valor: number, formato: MatrizFormato): string {
  switch (formato) {
    case 'moeda':
      return formatBRL(valor);
    case 'percentual':
      // a non-breaking space: '12,34 %' never splits at the end of a narrow column
      return `${percentual.format(valor * 100)}\u00a0%`;
    case 'inteiro':
      return formatNumber(valor, 0);
    default:
      return formatNumber(valor, 2);
  }
}

export function formatarCelula(celula: CelulaJson | undefined, formato: MatrizFormato): CelulaFormatada {
  if (celula === null || celula === undefined) return { tipo: 'vazio', texto: '' };
  if (isCelulaErro(celula)) return { tipo: 'erro', texto: celula.message };
  const texto = formatarValor(celula, formato);
  // -0,004 rounds to '-R$ 0,00' in Intl: what reads as zero is not red
  return { tipo: 'valor', texto, negativo: celula < 0 && /[1-9]/.test(texto) };
}

/**
 * Whether a cell opens 'Detalhes do mês selecionado': a value column (a month, the total, a store, a cost
 * centre) with a number in it. Vertical analysis, variation, difference and the average have no entries of
 * their own: the value columns they are made of are drilled into instead.
 */
export function celulaAbreDetalhes(
  celula: CelulaJson | undefined,
  coluna: ColunaDreJson | undefined,
): boolean {
  return coluna?.tipo === 'valor' && typeof celula === 'number';
}

/** What a detail request says about the row (spec 001 §3 'DRE line detail request'). */
export interface LinhaDaCelula {
  linhaId: string;
  PlanoDeContasId?: string;
  tipoDeValorDePDV?: string;
  cmv?: boolean;
  linhaManualDaDREId?: string;
}

/** The row part of a detail request, from what the answer says the row is (`referencias`). */
export function linhaDaCelula(ref: ReferenciaLinhaDreJson): LinhaDaCelula {
  return {
    linhaId: ref.linhaId,
    ...(ref.contaFranqueadorId ? { PlanoDeContasId: ref.contaFranqueadorId } : {}),
    ...(ref.tipo === 'pdv' && ref.tipoDeValorDePdv ? { tipoDeValorDePDV: ref.tipoDeValorDePdv } : {}),
    ...(ref.tipo === 'cmv' ? { cmv: true } : {}),
    ...(ref.tipo === 'manual' ? { linhaManualDaDREId: ref.linhaId } : {}),
  };
}

/**
 * The cell a detail asks for: the row (by the answer's `referencias`), the column (celulaDaColuna: its month,
 * filter, store or cost centre; none: the whole period of filter A) and the query searched. Null when the answer
 * does not say what the row or the column is.
 */
export function celulaDoDetalhe<C>(
  referencias: Readonly<Record<string, ReferenciaLinhaDreJson>>,
  colunas: readonly ColunaDreJson[],
  consulta: C,
  linhaId: string,
  colunaKey: string | null,
) {
  const ref = referencias[linhaId];
  if (!ref) return null;
  const coluna = colunaKey === null ? null : colunas.find((c) => c.key === colunaKey);
  if (coluna === undefined) return null;
  return { ...linhaDaCelula(ref), ...(coluna ? celulaDaColuna(coluna) : {}), filter: consulta };
}

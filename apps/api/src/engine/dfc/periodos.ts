import { anoDoDia, diaDoNumero, mesDoDia, numeroDoDia, rotuloDoDia, somarDias } from './datas.ts';
import type { ColunaDfc, TipoDePeriodoDfc } from './types.ts';

/**
 * The cash flow's periods (spec 001 §2.3, §9): Diario (default), Mensal, Trimestral (calendar quarters: Jan–Mar,
 * Apr–Jun, Jul–Sep, Oct–Dec — the fourth starts on 1 October; the spec's 31 December start is a defect we do not
 * copy, DESIGN.md §5) and Semestral (1: 1 Jan–30 Jun, 2: 1 Jul–31 Dec). Column keys are stable and readable:
 *   'd:2026-01-15'   a day          '15/01/2026'
 *   'm:2026-01'      a month        '01/2026'
 *   't:2026-4'       a quarter      '4º trimestre/2026'
 *   's:2026-2'       a semester     '2º semestre/2026'
 *   'total'          the range      'Total'
 * Every day belongs to exactly one period of each type, so a period's value is by construction the sum of its
 * days' values (Mensal = Σ its Diário columns, and likewise Trimestral and Semestral).
 */

/** The calendar period a day belongs to: its key, label and whole bounds (not clipped to any range). */
export interface PeriodoDoCalendario {
  key: string;
  rotulo: string;
  inicio: string;
  fim: string;
}

const doisDigitos = (n: number) => String(n).padStart(2, '0');

function ultimoDiaDoMes(ano: number, mes: number): string {
  // day 0 of the next month is the last day of this one
  return new Date(Date.UTC(ano, mes, 0)).toISOString().slice(0, 10);
}

/** Months `primeiro`..`ultimo` (1–12) of `ano` as a period. */
function meses(
  ano: number,
  primeiro: number,
  ultimo: number,
  key: string,
  rotulo: string,
): PeriodoDoCalendario {
  return { key, rotulo, inicio: `${ano}-${doisDigitos(primeiro)}-01`, fim: ultimoDiaDoMes(ano, ultimo) };
}

/** The period of type `tipo` that contains `dia` ('YYYY-MM-DD'). */
export function periodoDoDia(dia: string, tipo: TipoDePeriodoDfc): PeriodoDoCalendario {
  numeroDoDia(dia); // validates
  const ano = anoDoDia(dia);
  const mes = mesDoDia(dia);
  switch (tipo) {
    case 'Diario':
      return { key: `d:${dia}`, rotulo: rotuloDoDia(dia), inicio: dia, fim: dia };
    case 'Mensal':
      return meses(ano, mes, mes, `m:${ano}-${doisDigitos(mes)}`, `${doisDigitos(mes)}/${ano}`);
    case 'Trimestral': {
      const trimestre = Math.floor((mes - 1) / 3) + 1;
      const primeiro = trimestre * 3 - 2;
      return meses(ano, primeiro, primeiro + 2, `t:${ano}-${trimestre}`, `${trimestre}º trimestre/${ano}`);
    }
    case 'Semestral': {
      const semestre = mes <= 6 ? 1 : 2;
      const primeiro = semestre === 1 ? 1 : 7;
      return meses(ano, primeiro, primeiro + 5, `s:${ano}-${semestre}`, `${semestre}º semestre/${ano}`);
    }
  }
}

/** The key of the period of type `tipo` containing `dia` (what a fact of that day is summed under). */
export function chaveDoDia(dia: string, tipo: TipoDePeriodoDfc): string {
  switch (tipo) {
    case 'Diario':
      return `d:${dia}`;
    case 'Mensal':
      return `m:${dia.slice(0, 7)}`;
    case 'Trimestral':
      return `t:${dia.slice(0, 4)}-${Math.floor((mesDoDia(dia) - 1) / 3) + 1}`;
    case 'Semestral':
      return `s:${dia.slice(0, 4)}-${mesDoDia(dia) <= 6 ? 1 : 2}`;
  }
}

/**
 * The period columns of a range (both ends included, 'YYYY-MM-DD'), in order, each clipped to the range: a Mensal
 * range from 15 January starts with the column '01/2026' covering 15–31 January, marked `parcial`. Empty when `fim`
 * is before `inicio`.
 */
export function periodosDoIntervalo(inicio: string, fim: string, tipo: TipoDePeriodoDfc): ColunaDfc[] {
  const ultimo = numeroDoDia(fim);
  const colunas: ColunaDfc[] = [];
  for (let dia = numeroDoDia(inicio); dia <= ultimo;) {
    const periodo = periodoDoDia(diaDoNumero(dia), tipo);
    const fimDoPeriodo = Math.min(numeroDoDia(periodo.fim), ultimo);
    const coluna = { inicio: diaDoNumero(dia), fim: diaDoNumero(fimDoPeriodo) };
    colunas.push({
      key: periodo.key,
      tipo: 'periodo',
      rotulo: periodo.rotulo,
      ...coluna,
      parcial: coluna.inicio !== periodo.inicio || coluna.fim !== periodo.fim,
    });
    dia = fimDoPeriodo + 1;
  }
  return colunas;
}

/** The Total column of a range. */
export const colunaTotal = (inicio: string, fim: string): ColunaDfc => ({
  key: 'total',
  tipo: 'total',
  rotulo: 'Total',
  inicio,
  fim,
  parcial: false,
});

/**
 * A column's header in the matrix (the screen's and every export's): its label and, for a period the range clips,
 * the days it covers — '01/2026 (15/01–31/01)' — so a half month is never read as a whole one.
 */
export const cabecalhoDaColuna = (c: ColunaDfc): string =>
  c.parcial ? `${c.rotulo} (${diaEMes(c.inicio)}–${diaEMes(c.fim)})` : c.rotulo;

const diaEMes = (dia: string) => `${dia.slice(8, 10)}/${dia.slice(5, 7)}`;

/** The matrix's columns: the periods, then Total. */
export function colunasDoDfc(inicio: string, fim: string, tipo: TipoDePeriodoDfc): ColunaDfc[] {
  return [...periodosDoIntervalo(inicio, fim, tipo), colunaTotal(inicio, fim)];
}

/** The day before `dia` (a balance "at the start of a day" is the end-of-day balance of the day before). */
export const vespera = (dia: string): string => somarDias(dia, -1);

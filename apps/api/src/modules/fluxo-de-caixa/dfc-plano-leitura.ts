import { somarMeses } from '@matriz/contracts';
import { somarDias } from '../../engine/dfc/datas.ts';
import type { CriterioDfc } from '../../engine/dfc/index.ts';

/** Days from `de` to `ate`, both included ('YYYY-MM-DD'). */
export interface IntervaloDeDias {
  de: string;
  ate: string;
}

/**
 * Where the cash-day rollups (db/schema/dfc-rollup.ts) are read for a range: each rollup row by its own cash day
 * (payment date, else due date) is read exactly once — from the monthly rollup when its month is in `meses`, else
 * from the daily one when its day is in `dias` — and then put on the day the rule gives it (an open receivable
 * boleto one day later with that flag). The rows of the day before the range are read too: such a boleto moves
 * into it.
 */
export interface PlanoLeituraDfc {
  /** Whole months of the range read from the monthly rollup ('YYYY-MM-01'), in order. */
  meses: string[];
  /** The other days from the eve of the range to its end, read from the daily rollup. */
  dias: IntervaloDeDias[];
  /**
   * With 'Adicionar um dia no vencimento de boletos a receber': the last day of each month in `meses`. Its open
   * receivable boletos, counted by the monthly row in their month, fall on the first day of the next month: they
   * are read again from the daily rollup, taken out of the month and put on the next day.
   */
  ultimosDias: string[];
}

const primeiroDoMes = (dia: string) => `${dia.slice(0, 7)}-01`;
const ultimoDoMes = (mes: string) => somarDias(somarMeses(mes, 1)!, -1);

/**
 * The plan of a range under a criterion. `porMes`: the query's columns sum whole months (Mensal, Trimestral,
 * Semestral), so the facts of a whole month may be summed in the month (the read path dates them on its first day);
 * Diário reads every day. A month is read whole only when the rule puts each of its rows in that month whatever
 * its day: inside the range, and not today's month when 'Ocultar títulos vencidos' is on (its open items are
 * overdue or not by day; every open item of an earlier month is overdue, none of a later one).
 */
export function planoDeLeituraDfc(
  inicio: string,
  fim: string,
  criterio: CriterioDfc,
  porMes: boolean,
): PlanoLeituraDfc {
  const meses: string[] = [];
  if (porMes) {
    const hoje = criterio.ocultarTitulosVencidos ? primeiroDoMes(criterio.hoje) : null;
    for (let mes = primeiroDoMes(inicio); mes <= fim; mes = somarMeses(mes, 1)!)
      if (mes >= inicio && ultimoDoMes(mes) <= fim && mes !== hoje) meses.push(mes);
  }
  const dias: IntervaloDeDias[] = [];
  let de = somarDias(inicio, -1);
  for (const mes of meses) {
    if (de < mes) dias.push({ de, ate: somarDias(mes, -1) });
    de = somarDias(ultimoDoMes(mes), 1);
  }
  if (de <= fim) dias.push({ de, ate: fim });
  const ultimosDias = criterio.adicionarUmDiaNoVencimentoDeBoletosAReceber ? meses.map(ultimoDoMes) : [];
  return { meses, dias, ultimosDias };
}

/**
 * The day a fact is dated on under the plan: the first day of its month when the month is read whole (every day of
 * it falls in the same column of a query by months), else the day itself. Facts are summed per this day, so an
 * entry moved by a correction nets out inside its column.
 */
export function diaDoFatoNoPlano(dia: string, plano: PlanoLeituraDfc): string {
  const mes = primeiroDoMes(dia);
  return plano.meses.includes(mes) ? mes : dia;
}

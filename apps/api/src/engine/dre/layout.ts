import type { FiltroDre, GraoDre } from './types.ts';

/**
 * The DRE layout (spec 001 §2.1, §3, §4): which columns the matrix has. The read path fills it from the query
 * (the flags in the spec's vocabulary) and from the stores and cost centres it resolved within the user's scope.
 */

/** A month range, both ends 'YYYY-MM-01', the end included. */
export interface PeriodoDre {
  inicio: string;
  fim: string;
}

/** A store or cost centre as its column header shows it (the store's name, or its nickname with mostrarApelido). */
export interface ItemDoLayoutDre {
  id: string;
  nome: string;
}

export interface LayoutDre {
  /** B only with analiseHorizontal, of the same length as A (the server refuses other combinations first). */
  filtros: { A: PeriodoDre; B?: PeriodoDre | null };
  analiseVertical: boolean;
  analiseHorizontal: boolean;
  totalizarPeriodo: boolean;
  /** B − A beside each variation (needs analiseHorizontal). */
  adicionarDiferenca: boolean;
  /** MostrarCadaCentroDeCustoSeparadoPorColuna: per period, one column per cost centre and the consolidated one. */
  cadaCentroDeCustoPorColuna: boolean;
  visaoPorLoja: boolean;
  visaoPorCentroDeCusto: boolean;
  /** With visaoPorLoja: the 'Média' column over the stores with data. */
  tirarMedia: boolean;
  /**
   * 'Comparar com orçado' (month layout, filter A only: never with the views, the horizontal analysis or each cost
   * centre per column): per period the budget, Var. and Var. % after the actual (and its AV %). Absent: off.
   */
  compararComOrcado?: boolean;
  /** Store view: the stores, in column order (stores with no data still get their 'sem dados' column). */
  empresas: readonly ItemDoLayoutDre[];
  /** Cost-centre columns: the cost centres, in column order. */
  centrosDeCusto: readonly ItemDoLayoutDre[];
}

/**
 * How the columns are laid out. The views replace the months (spec 001 §4: they switch the analyses and totalise
 * off), so a view wins over the month flags: store view first, then cost-centre view.
 */
export type ModoDre = 'meses' | 'lojas' | 'centros-de-custo';

export function modoDoLayout(layout: LayoutDre): ModoDre {
  if (layout.visaoPorLoja) return 'lojas';
  if (layout.visaoPorCentroDeCusto) return 'centros-de-custo';
  return 'meses';
}

/** Which dimensions the facts must keep for this layout (the smallest aggregate that answers it). */
export function graoParaLayout(layout: LayoutDre): GraoDre {
  const modo = modoDoLayout(layout);
  return {
    porEmpresa: modo === 'lojas',
    porCentroDeCusto: modo === 'centros-de-custo' || (modo === 'meses' && layout.cadaCentroDeCustoPorColuna),
    // the views and each cost centre per column show the period's sum only: one fact per period, not per month
    porMes: modo === 'meses' && !layout.cadaCentroDeCustoPorColuna,
  };
}

/** The filters the layout reads: A, and B with the horizontal analysis in the month layout. */
export function filtrosDoLayout(layout: LayoutDre): FiltroDre[] {
  return modoDoLayout(layout) === 'meses' && layout.analiseHorizontal ? ['A', 'B'] : ['A'];
}

/** The months of a range as 'YYYY-MM-01', in order; empty when the end comes before the start. */
export function mesesDoPeriodo(periodo: PeriodoDre): string[] {
  const [ano0, mes0] = partes(periodo.inicio);
  const [ano1, mes1] = partes(periodo.fim);
  const meses: string[] = [];
  for (let n = ano0 * 12 + mes0 - 1; n <= ano1 * 12 + mes1 - 1; n += 1)
    meses.push(`${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}-01`);
  return meses;
}

function partes(data: string): [number, number] {
  const match = /^(\d{4})-(\d{2})/.exec(data);
  if (!match) throw new RangeError(`mês inválido: '${data}' (esperado 'YYYY-MM-01')`);
  return [Number(match[1]), Number(match[2])];
}

/** 'YYYY-MM-01' → 'YYYY-MM' (column keys). */
export const anoMes = (mes: string): string => mes.slice(0, 7);

/** 'YYYY-MM-01' → 'MM/yyyy' (spec 001 §9: months display as MM/yyyy). */
export const rotuloDoMes = (mes: string): string => `${mes.slice(5, 7)}/${mes.slice(0, 4)}`;

/** The period of a filter, which must exist when the layout reads it. */
export function periodoDoFiltro(layout: LayoutDre, filtro: FiltroDre): PeriodoDre {
  const periodo = filtro === 'A' ? layout.filtros.A : layout.filtros.B;
  if (!periodo) throw new Error('DRE: análise horizontal sem o filtro B');
  return periodo;
}

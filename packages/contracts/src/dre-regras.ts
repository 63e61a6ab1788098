import {
  contarMeses,
  DRE_LIMIAR_VARIACAO_ORCADO,
  DRE_MAX_MESES,
  dreMessages,
  type ConfigDre,
  type FiltroDre,
  type ToggleDre,
} from './dre-messages.ts';

/**
 * The rules of the DRE filter card (spec 001 §2.1, §4, §5), one pure function each, used by the screen (what it
 * disables, what it shows in red, when Pesquisar is off) and by the server (the same problems answered as 400),
 * without zod. Field names and problem paths are the query's (spec 001 §3 'DRE query'), so the schema of dre.ts
 * reports each problem on the field it belongs to. The query as a whole is checked by dre-validacao.ts.
 */

/** A problem of a query: the field (a dotted path of the query, as the error envelope's `campo`) and the text. */
export interface ProblemaDre {
  campo: string;
  mensagem: string;
}

/** The months of one filter, as the query sends them ('YYYY-MM-DD' or 'YYYY-MM'); blank while not chosen. */
export interface PeriodoDre {
  nomeDoFiltro: FiltroDre;
  dataInicio?: string | null;
  dataFim?: string | null;
}

/**
 * How many columns a selection resolves to where the layout has one column per store or per cost centre. The
 * screen passes what it knows (the stores or cost centres chosen); the server the resolved count. Null or absent:
 * not known yet (every store in scope, a cluster), and the column rule waits for it.
 */
export interface TamanhoSelecaoDre {
  lojas?: number | null;
  centrosDeCusto?: number | null;
}

/** The problem of the 36-column rule is reported on this `campo` (not a field of the query: the layout as a whole). */
export const CAMPO_COLUNAS_DRE = 'colunas';
export const campoDoFiltro = (indice: number, campo: 'nomeDoFiltro' | 'dataInicio' | 'dataFim') =>
  `filters.${indice}.${campo}`;

// ---------- columns (spec 001 §2.1) ----------

/**
 * Columns of one period (spec 001 §2.1): 1; 2 with vertical analysis (value, % of the base line); 3 with
 * horizontal (A, B, variation); 5 with both (A, % A, B, % B, variation). 'Add difference' (the spec's
 * '% Diferença', offered only with both analyses) adds one difference column to each period: 6. 'Comparar com
 * orçado' (issue 11 §3, never with the horizontal analysis) adds Orçado, Var. and Var. % after the actual: 4, or
 * 5 with the vertical analysis.
 */
export function colunasPorPeriodoDre(config: ConfigDre): number {
  const { AnaliseVertical: vertical, AnaliseHorizontal: horizontal } = config;
  const base = horizontal ? (vertical ? 5 : 3) : vertical ? 2 : 1;
  return (
    base +
    (vertical && horizontal && config.adicionarDiferenca ? 1 : 0) +
    (config.CompararComOrcado ? COLUNAS_DO_ORCADO : 0)
  );
}

/** The columns 'Comparar com orçado' adds to each period: Orçado, Var. (R − O) and Var. % ((R − O) ÷ |O|). */
export const COLUNAS_DO_ORCADO = 3;

/**
 * The number of result columns (spec 001 §2.1), besides the Nome column. The engine lays the columns out exactly
 * so; null when it depends on a count not known yet (see TamanhoSelecaoDre).
 * - View by store: one column per store over the whole period, plus the média column with 'tirar média'.
 * - View by cost centre: one column per cost centre over the whole period.
 * - Each cost centre per column: one period per cost centre over the whole period, plus the consolidated total,
 *   each × colunasPorPeriodoDre (the spec forces 'totalizar período' on with it: the period is totalised).
 * - Otherwise: one period per month of filter A, plus the period's total when 'totalizar período' is on, each ×
 *   colunasPorPeriodoDre. Decision: the total belongs to 'totalizar período' (a toggle that changed nothing would
 *   be pointless), and with the analyses the total is compared like a month (Total A, Total B, AH % of the
 *   totals): the spec's "plus one total column" read for the plain layout. A 12-month horizontal comparison
 *   (12 × 3) is exactly 36 columns; with the total it takes the export.
 */
export function contarColunasDre(
  config: ConfigDre,
  filtros: readonly PeriodoDre[],
  tamanho: TamanhoSelecaoDre = {},
): number | null {
  const lojas = tamanho.lojas ?? null;
  const centros = tamanho.centrosDeCusto ?? null;
  if (config.visaoPorLoja) return lojas === null ? null : lojas + (config.tirarMedia ? 1 : 0);
  if (config.visaoPorCentroDeCusto) return centros;
  const porPeriodo = colunasPorPeriodoDre(config);
  if (config.MostrarCadaCentroDeCustoSeparadoPorColuna)
    return centros === null ? null : (centros + 1) * porPeriodo;
  const a = filtros.find((f) => f.nomeDoFiltro === 'A');
  const meses = contarMeses(a?.dataInicio, a?.dataFim);
  return meses === 0 ? 0 : (meses + (config.TotalizarPeriodo ? 1 : 0)) * porPeriodo;
}

export interface MesesSelecionadosDre {
  mesesA: number;
  /** null without horizontal analysis */
  mesesB: number | null;
  /** the counter turns red (spec 001 §2.1): more than 12 months, or A and B of different lengths */
  excedido: boolean;
}

/** The months-selected counter of the filter card. */
export function mesesSelecionadosDre(
  config: ConfigDre,
  filtros: readonly PeriodoDre[],
): MesesSelecionadosDre {
  const meses = (nome: FiltroDre) => {
    const f = filtros.find((x) => x.nomeDoFiltro === nome);
    return contarMeses(f?.dataInicio, f?.dataFim);
  };
  const mesesA = meses('A');
  const mesesB = config.AnaliseHorizontal ? meses('B') : null;
  const excedido =
    mesesA > DRE_MAX_MESES || (mesesB !== null && (mesesB > DRE_MAX_MESES || mesesB !== mesesA));
  return { mesesA, mesesB, excedido };
}

// ---------- toggle dependencies (spec 001 §4) ----------

type Visao = 'visaoPorLoja' | 'visaoPorCentroDeCusto';
/**
 * What a view switches off (spec 001 §4) and disables while on. 'Each cost centre per column' is among them too:
 * it forces 'totalizar período' on, which a view forces off, so the two cannot stand together.
 */
const BLOQUEADOS_PELA_VISAO = {
  AnaliseVertical: 'a análise vertical',
  AnaliseHorizontal: 'a análise horizontal',
  TotalizarPeriodo: 'o período totalizado',
  ExcluirEmpresasInativas: 'a exclusão de empresas inativas',
  MostrarCadaCentroDeCustoSeparadoPorColuna: 'cada centro de custo por coluna',
  CompararComOrcado: 'a comparação com o orçado',
} as const satisfies Partial<Record<ToggleDre, string>>;
const bloqueados = Object.keys(BLOQUEADOS_PELA_VISAO) as (keyof typeof BLOQUEADOS_PELA_VISAO)[];
const emVisao = (c: ConfigDre) => c.visaoPorLoja || c.visaoPorCentroDeCusto;

/**
 * The options 'Comparar com orçado' cannot stand with, besides the views (issue 11 §3; decision): the budget is
 * per store × line × month, compared in the month layout with filter A. The horizontal analysis already compares
 * A with B (a third comparison per period would not read), and each cost centre per column has no budget per
 * cost centre to compare with (the budget of the store as a whole and of each cost centre are typed apart).
 */
const EXCLUSIVOS_DO_ORCADO = {
  AnaliseHorizontal: 'a análise horizontal',
  MostrarCadaCentroDeCustoSeparadoPorColuna: 'cada centro de custo por coluna',
} as const satisfies Partial<Record<ToggleDre, string>>;
const exclusivosDoOrcado = Object.keys(EXCLUSIVOS_DO_ORCADO) as (keyof typeof EXCLUSIVOS_DO_ORCADO)[];

/** Which toggles are disabled (true) in this configuration (spec 001 §4; issue 11 §3 for the budget). */
export function togglesDesabilitadosDre(config: ConfigDre): Record<ToggleDre, boolean> {
  const visao = emVisao(config);
  const orcado = config.CompararComOrcado;
  return {
    AnaliseVertical: visao,
    // the budget comparison and these exclude each other: each is disabled while the other is on
    AnaliseHorizontal: visao || orcado,
    // forced on with each cost centre per column
    TotalizarPeriodo: visao || config.MostrarCadaCentroDeCustoSeparadoPorColuna,
    ExcluirEmpresasInativas: visao,
    MostrarCadaCentroDeCustoSeparadoPorColuna: visao || orcado,
    CompararComOrcado: visao || exclusivosDoOrcado.some((t) => config[t]),
    adicionarDiferenca: !(config.AnaliseVertical && config.AnaliseHorizontal),
    tirarMedia: !config.visaoPorLoja,
    EmpresaPorApelido: false,
    visaoPorLoja: false,
    visaoPorCentroDeCusto: false,
  };
}

/** Applies the consequences of §4 that follow from the toggles now on (the order matters: views first). */
function consequencias(config: ConfigDre, visaoLigada: Visao | null): ConfigDre {
  const next = { ...config };
  if (visaoLigada) {
    for (const campo of bloqueados) next[campo] = false;
    next[visaoLigada === 'visaoPorLoja' ? 'visaoPorCentroDeCusto' : 'visaoPorLoja'] = false;
  }
  if (next.MostrarCadaCentroDeCustoSeparadoPorColuna) next.TotalizarPeriodo = true;
  if (exclusivosDoOrcado.some((t) => next[t])) next.CompararComOrcado = false;
  if (!next.AnaliseVertical || !next.AnaliseHorizontal) next.adicionarDiferenca = false;
  if (!next.visaoPorLoja) next.tirarMedia = false;
  return next;
}

/**
 * The configuration after the user sets one toggle (spec 001 §4): turning vertical or horizontal analysis off
 * clears the difference; each cost centre per column forces 'totalizar período' on; a view switches off the
 * analyses, the total, 'excluir inativas', each cost centre per column and the other view; 'tirar média' goes
 * with the view by store; 'comparar com orçado' and the horizontal analysis or each cost centre per column exclude
 * each other (the one on disables the others). A disabled toggle does not change. Filter B's copy from A (horizontal analysis on) and
 * the cost centres' copy to B (each cost centre per column on) are copiarFiltroAParaB and
 * copiarCentrosDeCustoParaB.
 */
export function aplicarMudancaDre(config: ConfigDre, campo: ToggleDre, valor: boolean): ConfigDre {
  if (config[campo] === valor || togglesDesabilitadosDre(config)[campo]) return config;
  const visaoLigada = valor && (campo === 'visaoPorLoja' || campo === 'visaoPorCentroDeCusto') ? campo : null;
  return consequencias({ ...config, [campo]: valor }, visaoLigada);
}

/**
 * Any configuration made consistent (one restored from storage or from an address): both views keep the store
 * view; then as aplicarMudancaDre. normalizarConfigDre(c) has no conflitosDre.
 */
export function normalizarConfigDre(config: ConfigDre): ConfigDre {
  const visao: Visao | null = config.visaoPorLoja
    ? 'visaoPorLoja'
    : config.visaoPorCentroDeCusto
      ? 'visaoPorCentroDeCusto'
      : null;
  return consequencias(config, visao);
}

/**
 * The impossible combinations of toggles (spec 001 §4), each with its message, on the toggle to turn off: what
 * the screen cannot produce and the server answers with 400.
 */
export function conflitosDre(config: ConfigDre): ProblemaDre[] {
  const problemas: ProblemaDre[] = [];
  if (config.visaoPorLoja && config.visaoPorCentroDeCusto)
    problemas.push({ campo: 'visaoPorCentroDeCusto', mensagem: dreMessages.visoesJuntas });
  const visao = config.visaoPorLoja ? 'loja' : config.visaoPorCentroDeCusto ? 'centro de custo' : null;
  if (visao) {
    for (const campo of bloqueados)
      if (config[campo])
        problemas.push({ campo, mensagem: dreMessages.visaoCom(visao, BLOQUEADOS_PELA_VISAO[campo]) });
  } else {
    if (config.MostrarCadaCentroDeCustoSeparadoPorColuna && !config.TotalizarPeriodo)
      problemas.push({ campo: 'TotalizarPeriodo', mensagem: dreMessages.cadaCentroSemTotalizar });
    if (config.CompararComOrcado)
      for (const campo of exclusivosDoOrcado)
        if (config[campo])
          problemas.push({
            campo: 'CompararComOrcado',
            mensagem: dreMessages.orcadoCom(EXCLUSIVOS_DO_ORCADO[campo]),
          });
  }
  if (config.adicionarDiferenca && !(config.AnaliseVertical && config.AnaliseHorizontal))
    problemas.push({ campo: 'adicionarDiferenca', mensagem: dreMessages.diferencaSemAnalises });
  if (config.tirarMedia && !config.visaoPorLoja)
    problemas.push({ campo: 'tirarMedia', mensagem: dreMessages.mediaSemVisaoPorLoja });
  return problemas;
}

// ---------- comparar com orçado (issue 11 §3) ----------

/** Whether a Var. % cell ((R − O) ÷ |O|, a fraction) passes the threshold either way; empty or an error: no. */
export function passaDoLimiarDoOrcado(variacao: unknown): boolean {
  return typeof variacao === 'number' && Math.abs(variacao) > DRE_LIMIAR_VARIACAO_ORCADO;
}

/** The threshold as the legend shows it: '10 %'. */
export const rotuloDoLimiarDoOrcado = (): string =>
  `${String(Math.round(DRE_LIMIAR_VARIACAO_ORCADO * 10_000) / 100).replace('.', ',')} %`;

// ---------- filter B ----------

/** Filter B as a copy of filter A (spec 001 §4: turning on horizontal analysis). */
export function copiarFiltroAParaB<T extends { nomeDoFiltro: FiltroDre }>(filtroA: T): T {
  return { ...filtroA, nomeDoFiltro: 'B' };
}

/** Filter B with filter A's cost centres (spec 001 §4: turning on each cost centre per column). */
export function copiarCentrosDeCustoParaB<
  T extends { CentroDeCustosIds?: unknown; clustersCentroDeCustosIds?: unknown },
>(filtroA: T, filtroB: T): T {
  return {
    ...filtroB,
    CentroDeCustosIds: filtroA.CentroDeCustosIds,
    clustersCentroDeCustosIds: filtroA.clustersCentroDeCustosIds,
  };
}

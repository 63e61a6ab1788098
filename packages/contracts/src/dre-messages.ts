import { errorMessages } from './errors.ts';
import { dateLimits } from './text-limits.ts';

/**
 * The DRE constants, messages and month arithmetic without zod (the screen's first paint and its rules need them
 * without the schemas: see the bundle budget in scripts/check-bundle.mjs). The toggle and column rules are in
 * dre-regras.ts, the schemas in dre.ts and dre-detalhes.ts.
 */

/** Filter A, or filter B of the horizontal analysis. */
export type FiltroDre = 'A' | 'B';
export const dreFiltros = ['A', 'B'] as const satisfies readonly FiltroDre[];

/** Regime (spec 001 §9): 1 Competência (by competência date), 2 Caixa (by payment date). */
export const DRE_REGIMES = { Competencia: 1, Caixa: 2 } as const;
export type RegimeDre = (typeof DRE_REGIMES)[keyof typeof DRE_REGIMES];
export const dreRegimeOpcoes: readonly { value: RegimeDre; label: string }[] = [
  { value: 1, label: 'Competência' },
  { value: 2, label: 'Caixa' },
];

/** Status (spec 001 §9): 0 Ambos, 1 Abertos, 2 Liquidados. */
export const DRE_STATUS = { Ambos: 0, Abertos: 1, Liquidados: 2 } as const;
export type StatusDre = (typeof DRE_STATUS)[keyof typeof DRE_STATUS];
export const dreStatusOpcoes: readonly { value: StatusDre; label: string }[] = [
  { value: 0, label: 'Ambos' },
  { value: 1, label: 'Abertos' },
  { value: 2, label: 'Liquidados' },
];

/** At most 12 months per filter, and both filters of the same length (spec 001 §5, §9). */
export const DRE_MAX_MESES = 12;
/** At most 36 columns on screen; more only through the Excel exports (spec 001 §5, §9). */
export const DRE_MAX_COLUNAS = 36;
/** Columns of values an export can hold: Excel's 16,384 columns, one of them the line names. */
export const DRE_MAX_COLUNAS_EXPORTACAO = 16_383;
/**
 * Page sizes of the line detail (spec 001 §9). The spec's "modal default 25" is not one of them; the tree
 * table's default, 10, is, and the server takes it when none is sent.
 */
export const DRE_DETALHE_PAGE_SIZES = [10, 30, 50, 100] as const;
export const DRE_DETALHE_PAGE_SIZE_PADRAO = 10;
/** DRE error notifications stay 6 seconds (spec 001 §8). */
export const DRE_DURACAO_MENSAGEM_S = 6;
/**
 * History a plan may read (spec 000 §6, §9: Starter 1 year, Premium 3 years), in months counted back from the
 * current month included: Starter the current month and the 11 before. Later months are not limited.
 */
export const DRE_HISTORICO_MESES = { starter: 12, premium: 36 } as const;

/** The configuration toggles of the DRE query, named as the query sends them (spec 001 §3 'DRE query'). */
export const dreToggles = [
  'AnaliseVertical',
  'AnaliseHorizontal',
  'TotalizarPeriodo',
  'adicionarDiferenca',
  'MostrarCadaCentroDeCustoSeparadoPorColuna',
  'EmpresaPorApelido',
  'ExcluirEmpresasInativas',
  'visaoPorLoja',
  'visaoPorCentroDeCusto',
  'tirarMedia',
  'CompararComOrcado',
] as const;
export type ToggleDre = (typeof dreToggles)[number];
export type ConfigDre = Record<ToggleDre, boolean>;
export const CONFIG_DRE_PADRAO: Readonly<ConfigDre> = {
  AnaliseVertical: false,
  AnaliseHorizontal: false,
  TotalizarPeriodo: false,
  adicionarDiferenca: false,
  MostrarCadaCentroDeCustoSeparadoPorColuna: false,
  EmpresaPorApelido: false,
  ExcluirEmpresasInativas: false,
  visaoPorLoja: false,
  visaoPorCentroDeCusto: false,
  tirarMedia: false,
  CompararComOrcado: false,
};
/** The toggles' labels on the filter card ('% Diferença': the spec's name of 'add difference', §2.1). */
export const dreToggleLabels: Readonly<Record<ToggleDre, string>> = {
  AnaliseVertical: 'Análise vertical',
  AnaliseHorizontal: 'Análise horizontal',
  TotalizarPeriodo: 'Totalizar período',
  adicionarDiferenca: '% Diferença',
  MostrarCadaCentroDeCustoSeparadoPorColuna: 'Cada centro de custo por coluna',
  EmpresaPorApelido: 'Mostrar apelido',
  ExcluirEmpresasInativas: 'Excluir inativas',
  visaoPorLoja: 'Visão por loja',
  visaoPorCentroDeCusto: 'Visão por centro de custo',
  tirarMedia: 'Tirar média',
  CompararComOrcado: 'Comparar com orçado',
};

/**
 * 'Comparar com orçado' (issue 11 §3): a row is highlighted when the variance of the actual against the budget,
 * (Realizado − Orçado) ÷ |Orçado|, passes this fraction (either way) in any of its periods.
 */
export const DRE_LIMIAR_VARIACAO_ORCADO = 0.1;

export const dreMessages = {
  // spec 001 §2.1, §5, §6, §8, verbatim
  filtrosTitulo: 'Selecione as opções de pesquisa.',
  resultadoTitulo: 'Valores pesquisados.',
  exportarModalTitulo: 'Exportar DRE',
  required: errorMessages.required,
  maxColunas: 'Relatórios com mais de 36 colunas são gerados exclusivamente via exportação para Excel.',
  maxColunasExportacao:
    'A exportação passaria do limite de 16.384 colunas do Excel: escolha menos lojas ou centros de custo.',
  maxMeses: 'A quantidade de meses selecionados ultrapassou o limite de 12 meses.',
  mesesDiferentes: 'Os meses do filtroA e filtroB devem ser iguais.',
  exportarErroTitulo: 'Erro ao exportar',
  exportarFiltrosInvalidos: 'Por favor, configure os filtros para exportar.',
  requisicaoFalhou: 'Ocorreu algum problema com a requisição !',
  vazioTitulo: 'Ops',
  vazio: 'Nada encontrado !',
  detalhesMesTitulo: 'Detalhes do mês selecionado',
  semDetalhes: 'Não existem detalhes para esse item.',
  detalhesLinhaTitulo: 'Detalhes de Linha',
  semAcesso: 'Não possui acesso',
  somentePremium: 'Detalhe de DRE está disponível apenas para usuários premium.',
  detalhesIndisponiveisTitulo: 'Detalhes indisponíveis',
  detalhesIndisponiveis: 'Não foi possível carregar os detalhes',
  erroInternoTitulo: 'Erro interno',
  erroInterno: 'Algum erro interno ocorreu, por favor entre em contato com o suporte',
  exportarDetalheTitulo: 'Exportar detalhe',
  exportarDetalheFalhou: (linha: string) => `Não foi possível Exportar detalhes para ${linha}`,
  gerandoRelatorio: 'Gerando Relatório',
  relatorioEnviado: 'Sua solicitação de relatório foi enviada',
  semPermissoes: errorMessages.forbidden,
  // ours (the spec is silent)
  inicioDepoisDoFim: 'O mês inicial deve ser anterior ou igual ao mês final.',
  mesInvalido: 'Mês inválido: use o formato AAAA-MM ou AAAA-MM-DD.',
  historicoExcedido: (meses: number, mesMinimo: string) =>
    `Seu plano permite consultar os últimos ${meses} meses: escolha um mês a partir de ${rotuloMes(mesMinimo)}.`,
  idInvalido: 'Identificador inválido',
  regimeInvalido: 'Regime inválido: use 1 (Competência) ou 2 (Caixa)',
  statusInvalido: 'Status inválido: use 0 (Ambos), 1 (Abertos) ou 2 (Liquidados)',
  filtroInvalido: 'Filtro inválido: use A ou B',
  filtroAObrigatorio: 'Informe o filtro A.',
  filtroRepetido: 'Cada filtro (A e B) pode ser enviado uma vez só.',
  filtroBSemHorizontal: 'O filtro B só é usado com a análise horizontal.',
  empresasEClusters: 'Escolha empresas ou clusters de empresas, não os dois.',
  centrosEClusters: 'Escolha centros de custo ou clusters de centros de custo, não os dois.',
  pageInvalida: 'Página inválida',
  pageSizeInvalido: `Tamanho de página inválido: use ${DRE_DETALHE_PAGE_SIZES.join(', ')}`,
  pdvInvalido: 'Tipo de valor de PDV inválido',
  modeloNaoEncontrado: 'Modelo de DRE não encontrado',
  linhaNaoEncontrada: 'Linha da DRE não encontrada',
  naoMapeado: 'Parte dos lançamentos do período está em contas sem De-Para aprovado e não entra na DRE.',
  valoresDaLojaOcultos:
    'Sua regra de acesso limita os centros de custo: valores de PDV, CMV e valores manuais da loja inteira não são exibidos (só os valores manuais dos seus centros de custo).',
  // the toggle dependencies of spec 001 §4, refused by the server too (dre-regras.ts conflitosDre)
  visoesJuntas: 'A visão por loja não pode ser combinada com a visão por centro de custo.',
  visaoCom: (visao: 'loja' | 'centro de custo', opcao: string) =>
    `A visão por ${visao} não pode ser combinada com ${opcao}.`,
  diferencaSemAnalises: 'A % de diferença exige as análises vertical e horizontal ligadas.',
  mediaSemVisaoPorLoja: 'Tirar média só pode ser usado com a visão por loja.',
  cadaCentroSemTotalizar: 'Cada centro de custo por coluna exige o período totalizado.',
  orcadoCom: (opcao: string) => `A comparação com o orçado não pode ser combinada com ${opcao}.`,
  orcadoDestaque: (limiar: string) =>
    `Linhas destacadas: a variação do realizado sobre o orçado passa de ${limiar} em algum período.`,
  // the consultant view (spec 001 §6, 002 §premium/claims): filter B takes clusters only
  somenteClustersEmB: 'Na visão de consultor, o filtro B aceita apenas clusters.',
} as const;

// ---------- months ('YYYY-MM-01'), by integer arithmetic: no Date, no time zone ----------

const DIAS_NO_MES = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
const bissexto = (ano: number) => (ano % 4 === 0 && ano % 100 !== 0) || ano % 400 === 0;
const MES_RE = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/;

/**
 * The month of a value as 'YYYY-MM-01': 'YYYY-MM', or a valid date 'YYYY-MM-DD' (any day: the screen may send the
 * last day of the end month). Null when it is neither, or outside the years a filter takes (dateLimits).
 */
export function mesDe(valor: string | null | undefined): string | null {
  const m = typeof valor === 'string' ? MES_RE.exec(valor) : null;
  if (!m) return null;
  const ano = Number(m[1]);
  const mes = Number(m[2]);
  if (ano < dateLimits.minYear || ano > dateLimits.maxYear || mes < 1 || mes > 12) return null;
  if (m[3] !== undefined) {
    const dia = Number(m[3]);
    const ultimo = mes === 2 && bissexto(ano) ? 29 : (DIAS_NO_MES[mes - 1] ?? 31);
    if (dia < 1 || dia > ultimo) return null;
  }
  return `${m[1]}-${m[2]}-01`;
}

/** A month as a number of months since year 0 (for differences), from any value `mesDe` reads; null otherwise. */
export function indiceDoMes(valor: string | null | undefined): number | null {
  const mes = mesDe(valor);
  return mes === null ? null : Number(mes.slice(0, 4)) * 12 + Number(mes.slice(5, 7)) - 1;
}

/** The month `indice` (see indiceDoMes) as 'YYYY-MM-01'. */
export function mesDoIndice(indice: number): string {
  const ano = Math.floor(indice / 12);
  const mes = indice - ano * 12 + 1;
  return `${String(ano).padStart(4, '0')}-${String(mes).padStart(2, '0')}-01`;
}

/** The month `n` months after (negative: before) `mes`; null when `mes` is not a month. */
export function somarMeses(mes: string, n: number): string | null {
  const i = indiceDoMes(mes);
  return i === null ? null : mesDoIndice(i + n);
}

/** Months from `inicio` to `fim`, both included (01/2024–03/2024 is 3); 0 when either is missing or fim < inicio. */
export function contarMeses(inicio: string | null | undefined, fim: string | null | undefined): number {
  const a = indiceDoMes(inicio);
  const b = indiceDoMes(fim);
  return a === null || b === null || b < a ? 0 : b - a + 1;
}

/** Every month from `inicio` to `fim`, both included, as 'YYYY-MM-01' (empty as contarMeses gives 0). */
export function listarMeses(inicio: string | null | undefined, fim: string | null | undefined): string[] {
  const a = indiceDoMes(inicio);
  const n = contarMeses(inicio, fim);
  return a === null ? [] : Array.from({ length: n }, (_, k) => mesDoIndice(a + k));
}

/** '2024-03-01' → '03/2024' (months are shown MM/yyyy, spec 001 §9); the value itself when not a month. */
export function rotuloMes(valor: string): string {
  const mes = mesDe(valor);
  return mes === null ? valor : `${mes.slice(5, 7)}/${mes.slice(0, 4)}`;
}

/**
 * The first month a plan may read, given the current month (the caller's clock, in Brasília): the current month
 * and the 11 (Starter) or 35 (Premium) before it.
 */
export function mesMinimoHistoricoDre(mesAtual: string, premium: boolean): string | null {
  const meses = premium ? DRE_HISTORICO_MESES.premium : DRE_HISTORICO_MESES.starter;
  return somarMeses(mesAtual, -(meses - 1));
}

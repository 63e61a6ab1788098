import { errorMessages } from './errors.ts';
import { dateLimits } from './text-limits.ts';

/**
 * The cash-flow tab of /fluxo-de-caixa (spec 001 §2.3 'Cash flow tab', §3 'Cash-flow filter', §4, §5, §8, §9; issue
 * 12 §1–2): constants, messages and the pure rules of the filter, without zod (the screen's rules need them without
 * the schemas, which are in fluxo-de-caixa.ts). The bank statement and bank accounts tabs are in
 * fluxo-de-caixa-banco-messages.ts.
 */

/** Period types (spec 001 §2.3, §9): Diario is the default. */
export const DFC_PERIODOS = ['Diario', 'Mensal', 'Trimestral', 'Semestral'] as const;
export type PeriodoFluxo = (typeof DFC_PERIODOS)[number];
export const DFC_PERIODO_PADRAO: PeriodoFluxo = 'Diario';
export const dfcPeriodoOpcoes: readonly { value: PeriodoFluxo; label: string }[] = [
  { value: 'Diario', label: 'Diário' },
  { value: 'Mensal', label: 'Mensal' },
  { value: 'Trimestral', label: 'Trimestral' },
  { value: 'Semestral', label: 'Semestral' },
];

/** Regime (spec 001 §9): 1 Competência, 2 Caixa. A cash flow reads by cash date unless told: Caixa by default. */
export const DFC_REGIMES = { Competencia: 1, Caixa: 2 } as const;
export type RegimeFluxo = (typeof DFC_REGIMES)[keyof typeof DFC_REGIMES];
export const DFC_REGIME_PADRAO: RegimeFluxo = 2;

/** Status (spec 001 §9): 0 both, 1 abertos, 2 liquidados. */
export const DFC_STATUS = { Ambos: 0, Abertos: 1, Liquidados: 2 } as const;
export type StatusFluxo = (typeof DFC_STATUS)[keyof typeof DFC_STATUS];

/** The filter's checkboxes (spec 001 §3), named as the query sends them, with their labels. */
export const dfcFlags = [
  'ExibirParcelasNaoAprovadas',
  'ValoresNosDiasOriginais',
  'AdicionarUmDiaNoVencimentoDeBoletosAReceber',
  'OcultarTransferencias',
  'OcultarDinheiroDeCaixasAbertos',
  'OcultarTitulosVencidos',
  'ExibirPrevisoes',
  'TrazerSaldos',
] as const;
export type FlagFluxo = (typeof dfcFlags)[number];
export const dfcFlagLabels: Readonly<Record<FlagFluxo, string>> = {
  ExibirParcelasNaoAprovadas: 'Exibir parcelas não aprovadas',
  ValoresNosDiasOriginais: 'Valores nos dias originais',
  AdicionarUmDiaNoVencimentoDeBoletosAReceber: 'Adicionar um dia no vencimento de boletos a receber',
  OcultarTransferencias: 'Ocultar transferências',
  OcultarDinheiroDeCaixasAbertos: 'Ocultar dinheiro de caixas abertos',
  OcultarTitulosVencidos: 'Ocultar títulos vencidos',
  ExibirPrevisoes: 'Exibir previsões',
  TrazerSaldos: 'Trazer saldos',
};

/**
 * Columns of one search (periods, not counting Total). The DRE's 36-column rule does not apply here (spec 001 §5
 * gives it to the DRE only); a Diário range of a whole year must be shown — the 'Último ano' shortcut is today one
 * year back to today, both days included: 366 days, 367 when it holds a 29 February —, so the cap is that, whatever
 * the period type (Mensal, Trimestral and Semestral stay far below it for any range the dates take). The screen
 * virtualises its columns.
 */
export const DFC_MAX_COLUNAS = 367;

/** Detail modal page sizes (spec 001 §2.3, §9): 10, 30, 50, 100, default 10. */
export const DFC_DETALHE_PAGE_SIZES = [10, 30, 50, 100] as const;
export const DFC_DETALHE_PAGE_SIZE_PADRAO = 10;

export const fluxoDeCaixaMessages = {
  // spec 001 §2.3, §5, §6, §8, verbatim
  required: errorMessages.required,
  semPermissoes: errorMessages.forbidden,
  semContasParaSaldo: 'Não localizamos nenhuma conta autorizada para exibição de saldo…',
  somentePremium: 'Detalhe de DRE está disponível apenas para usuários premium.',
  obterDetalheTitulo: 'Obter detalhe',
  obterDetalheFalhou: (nome: string) => `Não foi possível obter detalhes para ${nome}`,
  exportarDetalheTitulo: 'Exportar detalhe',
  exportarErroTitulo: 'Erro ao exportar',
  exportarFiltrosInvalidos: 'Por favor, configure os filtros para exportar.',
  requisicaoFalhou: 'Ocorreu algum problema com a requisição !',
  vazio: 'Nada encontrado !',
  // ours (the spec is silent)
  idInvalido: 'Identificador inválido',
  dataInvalida: 'Data inválida: use o formato AAAA-MM-DD',
  dataForaDoLimite: `Data fora do intervalo aceito (${dateLimits.minYear} a ${dateLimits.maxYear})`,
  periodoInvertido: 'A data inicial deve ser anterior ou igual à data final.',
  periodoInvalido: 'Período inválido: use Diario, Mensal, Trimestral ou Semestral',
  regimeInvalido: 'Regime inválido: use 1 (Competência) ou 2 (Caixa)',
  statusInvalido: 'Status inválido: use 0 (ambos), 1 (abertos) ou 2 (liquidados)',
  maxColunas: (colunas: number) =>
    `A pesquisa teria ${colunas} colunas; o fluxo de caixa mostra no máximo ${DFC_MAX_COLUNAS} (um ano no período diário): escolha um intervalo menor ou outro período.`,
  historicoExcedido: (meses: number, dataMinima: string) =>
    `Seu plano permite consultar os últimos ${meses} meses: escolha uma data a partir de ${rotuloDoDiaDfc(dataMinima)}.`,
  modeloNaoEncontrado: 'Modelo de fluxo de caixa não encontrado',
  linhaNaoEncontrada: 'Linha do fluxo de caixa não encontrada',
  detalheSoDeContas:
    'O detalhe está disponível nas linhas de contas do fluxo de caixa e nas contas abaixo delas.',
  pageInvalida: 'Página inválida',
  pageSizeInvalido: `Tamanho de página inválido: use ${DFC_DETALHE_PAGE_SIZES.join(', ')}`,
  dataForaDoPeriodo: 'A data do detalhe deve estar dentro do período pesquisado.',
  saldosDesligados:
    'Os saldos só são exibidos quando as empresas escolhidas são de um único grupo: a opção Trazer saldos foi desligada.',
  saldosSemEmpresa:
    'Os saldos só são exibidos quando as empresas (ou um cluster de empresas) de um único grupo são escolhidas: a opção Trazer saldos foi desligada.',
  saldosContasCompartilhadas: (nomes: readonly string[]) => {
    const uma = nomes.length === 1;
    const mostradas = nomes.slice(0, 5);
    const resto = nomes.length - mostradas.length;
    const lista =
      resto > 0
        ? `${mostradas.join(', ')} e mais ${resto}`
        : mostradas.length > 1
          ? `${mostradas.slice(0, -1).join(', ')} e ${mostradas.at(-1)}`
          : mostradas.join('');
    return uma
      ? `A conta ${lista} é compartilhada com empresas não selecionadas e ficou fora dos saldos: selecione todas as empresas da conta para vê-la.`
      : `As contas ${lista} são compartilhadas com empresas não selecionadas e ficaram fora dos saldos: selecione todas as empresas das contas para vê-las.`;
  },
  saldosDesligadosPorCentro:
    'Sua regra de acesso limita os centros de custo: os saldos bancários, que são das empresas inteiras, não são exibidos.',
  naoMapeado:
    'Parte dos lançamentos do período está em contas sem De-Para aprovado (ou fora do modelo) e não entra no fluxo de caixa.',
} as const;

/** 'YYYY-MM-DD' → 'DD/MM/YYYY' (spec 001 §9). */
export const rotuloDoDiaDfc = (dia: string): string =>
  `${dia.slice(8, 10)}/${dia.slice(5, 7)}/${dia.slice(0, 4)}`;

// ---------- days ('YYYY-MM-DD'), counted in UTC: no time zone can move one ----------

const DIA_MS = 86_400_000;
const DIA_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day number (since 1970-01-01) of a real calendar day in the accepted years; null otherwise. */
export function numeroDoDiaDfc(dia: string | null | undefined): number | null {
  const m = typeof dia === 'string' ? DIA_RE.exec(dia) : null;
  if (!m) return null;
  const ano = Number(m[1]);
  if (ano < dateLimits.minYear || ano > dateLimits.maxYear) return null;
  const t = Date.UTC(ano, Number(m[2]) - 1, Number(m[3]));
  return new Date(t).toISOString().startsWith(dia as string) ? t / DIA_MS : null;
}

/** What is wrong with a day sent, or null: not 'YYYY-MM-DD' of a real day, or outside the years a filter takes. */
export function problemaDoDiaDfc(dia: string): string | null {
  const m = DIA_RE.exec(dia);
  if (!m) return fluxoDeCaixaMessages.dataInvalida;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (!new Date(t).toISOString().endsWith(`${dia.slice(4)}T00:00:00.000Z`))
    return fluxoDeCaixaMessages.dataInvalida;
  return numeroDoDiaDfc(dia) === null ? fluxoDeCaixaMessages.dataForaDoLimite : null;
}

/** The number of period columns (Total not counted) of a range of valid days; 0 when `fim` is before `inicio`. */
export function contarColunasDfc(inicio: string, fim: string, periodo: PeriodoFluxo): number {
  const a = numeroDoDiaDfc(inicio);
  const b = numeroDoDiaDfc(fim);
  if (a === null || b === null || b < a) return 0;
  if (periodo === 'Diario') return b - a + 1;
  const meses = (dia: string) => Number(dia.slice(0, 4)) * 12 + Number(dia.slice(5, 7)) - 1;
  const tamanho = periodo === 'Mensal' ? 1 : periodo === 'Trimestral' ? 3 : 6;
  return Math.floor(meses(fim) / tamanho) - Math.floor(meses(inicio) / tamanho) + 1;
}

/** The cash-flow filter as the screen holds it (blank while not chosen). */
export interface FiltroFluxoParcial {
  ModeloFluxo?: string | null | undefined;
  Periodo?: string | null | undefined;
  Inicio?: string | null | undefined;
  Fim?: string | null | undefined;
}

/** The plan's history window (spec 000 §6): the first day a search may start on, and the months it spans. */
export interface HistoricoFluxo {
  mesMinimo: string;
  meses: number;
}

export interface ProblemaFluxo {
  campo: 'ModeloFluxo' | 'Periodo' | 'Inicio' | 'Fim';
  mensagem: string;
}

/**
 * The rules of a cash-flow search or export (spec 001 §5: flow model and period required; search disabled
 * otherwise): the model, the period type, both dates (valid, in order) and the column cap, each problem on its
 * field. Empty when the filter can be sent. With `historico` (the screen, which knows the plan) also the plan's
 * history window (spec 000 §6) on Inicio, in the server's words; the server applies it itself (assertHistoricoDfc).
 */
export function validarFiltroFluxo(
  f: FiltroFluxoParcial,
  opcoes: { historico?: HistoricoFluxo | null } = {},
): ProblemaFluxo[] {
  const m = fluxoDeCaixaMessages;
  const problemas: ProblemaFluxo[] = [];
  if (!f.ModeloFluxo) problemas.push({ campo: 'ModeloFluxo', mensagem: m.required });
  const periodo = f.Periodo ?? null;
  if (!periodo) problemas.push({ campo: 'Periodo', mensagem: m.required });
  else if (!(DFC_PERIODOS as readonly string[]).includes(periodo))
    problemas.push({ campo: 'Periodo', mensagem: m.periodoInvalido });
  const data = (campo: 'Inicio' | 'Fim', valor: string | null | undefined) => {
    const problema = valor ? problemaDoDiaDfc(valor) : m.required;
    if (problema) problemas.push({ campo, mensagem: problema });
  };
  data('Inicio', f.Inicio);
  data('Fim', f.Fim);
  if (problemas.some((p) => p.campo === 'Inicio' || p.campo === 'Fim')) return problemas;
  const inicio = f.Inicio as string;
  const fim = f.Fim as string;
  const historico = opcoes.historico;
  if (historico && inicio < historico.mesMinimo)
    problemas.push({ campo: 'Inicio', mensagem: m.historicoExcedido(historico.meses, historico.mesMinimo) });
  if (fim < inicio) problemas.push({ campo: 'Fim', mensagem: m.periodoInvertido });
  else if (periodo && (DFC_PERIODOS as readonly string[]).includes(periodo)) {
    const colunas = contarColunasDfc(inicio, fim, periodo as PeriodoFluxo);
    if (colunas > DFC_MAX_COLUNAS) problemas.push({ campo: 'Fim', mensagem: m.maxColunas(colunas) });
  }
  return problemas;
}

/**
 * TrazerSaldos is turned off when no company, or companies of more than one grupo, are chosen (spec 001 §4): a bank
 * account belongs to one grupo. `grupos`: the grupo of each chosen (or, none chosen, each selected) store.
 */
export const saldosPermitidosDfc = (grupos: readonly string[]): boolean =>
  grupos.length > 0 && new Set(grupos).size === 1;

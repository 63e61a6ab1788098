import { dateLimits } from './text-limits.ts';

/**
 * The bank tabs of /fluxo-de-caixa (spec 001 §2.3 'Bank statement tab' and 'Bank accounts tab', §3, §5, §9):
 * constants, messages and the pure rules of the statement filter, without zod (the screen's rules need them
 * without the schemas, which are in fluxo-de-caixa-banco.ts).
 */

/** Statement status (spec 001 §9): 0 all, 1 reconciled, 2 not reconciled. */
export const EXTRATO_STATUS = { Todos: 0, Conciliados: 1, NaoConciliados: 2 } as const;
export type StatusExtrato = (typeof EXTRATO_STATUS)[keyof typeof EXTRATO_STATUS];
export const extratoStatusOpcoes: readonly { value: StatusExtrato; label: string }[] = [
  { value: 0, label: 'Todos' },
  { value: 1, label: 'Conciliados' },
  { value: 2, label: 'Não conciliados' },
];

/** Display mode (spec 001 §9): 0 summary (one row per day), 1 detailed (one row per statement line). */
export const EXTRATO_MODO = { Resumido: 0, Detalhado: 1 } as const;
export type ModoExtrato = (typeof EXTRATO_MODO)[keyof typeof EXTRATO_MODO];
export const extratoModoOpcoes: readonly { value: ModoExtrato; label: string }[] = [
  { value: 0, label: 'Resumido' },
  { value: 1, label: 'Detalhado' },
];

/** Bank accounts list: page sizes 25, 50, 75, 100 (default 25); 3 companies shown per row (spec 001 §9). */
export const CONTAS_VINCULADAS_PAGE_SIZES = [25, 50, 75, 100] as const;
export const CONTAS_VINCULADAS_PAGE_SIZE_PADRAO = 25;
export const CONTAS_VINCULADAS_EMPRESAS_VISIVEIS = 3;

/**
 * The longest statement the screen asks for, in days. The spec sets no limit; one year of one account's lines (with
 * the matched ledger entries of the detailed mode) is what a screen still shows at once — the 'Último ano' shortcut
 * included, which counts both ends: 367 days when the year holds a 29 February.
 */
export const EXTRATO_MAX_DIAS = 367;

/**
 * The longest statement an export takes, in days (5 years): the report computes the whole range in memory (the
 * running balance and the matches need every line of it), so the range is bounded too.
 */
export const EXTRATO_EXPORT_MAX_DIAS = 1830;

export const fluxoDeCaixaBancoMessages = {
  /** the statement's required fields (spec 001 §5), verbatim */
  grupoObrigatorio: 'Por favor, escolha um grupo',
  contaObrigatoria: 'Por favor, escolha uma conta',
  periodoObrigatorio: 'Por favor, escolha um range de datas',
  /** the failure notice of a search or export with a required field missing (spec 001 §5) */
  camposObrigatorios: 'Por favor, preencha todos os campos obrigatórios',
  idInvalido: 'Identificador inválido',
  dataInvalida: 'Data inválida: use o formato AAAA-MM-DD',
  dataForaDoLimite: `Data fora do intervalo aceito (${dateLimits.minYear} a ${dateLimits.maxYear})`,
  periodoInvertido: 'A data inicial deve ser anterior ou igual à data final',
  periodoLongo: `O extrato na tela pode cobrir no máximo ${EXTRATO_MAX_DIAS} dias; para um período maior, exporte-o`,
  periodoExportacaoLongo: `A exportação do extrato pode cobrir no máximo ${EXTRATO_EXPORT_MAX_DIAS} dias (5 anos); divida o período em partes menores`,
  statusInvalido: 'Status inválido: use 0 (todos), 1 (conciliados) ou 2 (não conciliados)',
  modoInvalido: 'Modo de exibição inválido: use 0 (resumido) ou 1 (detalhado)',
  paginaInvalida: 'Página inválida',
  tamanhoPaginaInvalido: 'Tamanho de página inválido: use 25, 50, 75 ou 100',
  contaNaoEncontrada: 'Conta bancária não encontrada',
  contaDeOutroGrupo: 'A conta escolhida não pertence ao grupo escolhido',
  contaForaDasEmpresas: 'A conta escolhida não está vinculada às empresas escolhidas',
  empresaDeOutroGrupo: 'Uma ou mais empresas escolhidas não pertencem ao grupo escolhido',
  /**
   * a user whose access rule limits cost centres: the accounts, statements and balances are of the whole store
   * (the cash-flow tab hides the balances from them for the same reason), so the bank tabs are refused (403)
   */
  restritoPorCentro:
    'Sua regra de acesso limita os centros de custo: as contas bancárias e os extratos, que são das empresas inteiras, não são exibidos.',
  /** the export's closing rows when the status filter hides lines (the final balance counts every line) */
  totalExibidas: 'Total das linhas exibidas',
  totalOcultas: 'Linhas ocultas pelo filtro de status',
  /** empty states and failures of the screen */
  extratoVazio: 'Nenhum lançamento no extrato para os filtros escolhidos',
  extratoFalhou: 'Não foi possível carregar o extrato',
  contasVazio: 'Nenhuma conta bancária encontrada',
  contasFalhou: 'Não foi possível carregar as contas bancárias',
  confirmarExportacaoContas: 'Deseja exportar as contas bancárias filtradas?',
  /** the summary row's description: how many statement lines the day holds */
  historicoResumo: (n: number) => (n === 1 ? '1 lançamento no dia' : `${n} lançamentos no dia`),
} as const;

/** The statement filter as the screen holds it (blank while not chosen). */
export interface FiltroExtratoParcial {
  grupo?: string | null | undefined;
  conta?: string | null | undefined;
  inicio?: string | null | undefined;
  fim?: string | null | undefined;
}

export interface ErroDeCampo {
  campo: 'grupo' | 'conta' | 'periodo';
  mensagem: string;
}

/**
 * The required fields of a statement search or export (spec 001 §5): grupo, account and both dates, each with the
 * spec's message, in that order. Empty when the filter can be sent.
 */
export function validarFiltroExtrato(f: FiltroExtratoParcial): ErroDeCampo[] {
  const erros: ErroDeCampo[] = [];
  if (!f.grupo) erros.push({ campo: 'grupo', mensagem: fluxoDeCaixaBancoMessages.grupoObrigatorio });
  if (!f.conta) erros.push({ campo: 'conta', mensagem: fluxoDeCaixaBancoMessages.contaObrigatoria });
  if (!f.inicio || !f.fim)
    erros.push({ campo: 'periodo', mensagem: fluxoDeCaixaBancoMessages.periodoObrigatorio });
  return erros;
}

const DIA_MS = 86_400_000;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC time of a valid 'YYYY-MM-DD' date, or null (an impossible day such as 2025-02-30 is null). */
export function tempoDeDataIso(s: string): number | null {
  const m = ISO.exec(s);
  if (!m) return null;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(t).toISOString().startsWith(s) ? t : null;
}

/** The number of days of an inclusive range of valid 'YYYY-MM-DD' dates (1 for a single day). */
export function diasDoPeriodo(inicio: string, fim: string): number {
  const a = tempoDeDataIso(inicio);
  const b = tempoDeDataIso(fim);
  if (a === null || b === null) return 0;
  return Math.round((b - a) / DIA_MS) + 1;
}

/** 'YYYY-MM-DD' shifted by `dias` days (negative: earlier). */
export function somarDias(data: string, dias: number): string {
  const t = tempoDeDataIso(data);
  if (t === null) throw new Error(`data inválida: ${data}`);
  return new Date(t + dias * DIA_MS).toISOString().slice(0, 10);
}

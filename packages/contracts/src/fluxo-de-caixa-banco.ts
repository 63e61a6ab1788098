import { z } from 'zod';
import {
  CONTAS_VINCULADAS_PAGE_SIZE_PADRAO,
  CONTAS_VINCULADAS_PAGE_SIZES,
  diasDoPeriodo,
  EXTRATO_EXPORT_MAX_DIAS,
  EXTRATO_MAX_DIAS,
  fluxoDeCaixaBancoMessages as m,
  tempoDeDataIso,
  type ModoExtrato,
  type StatusExtrato,
} from './fluxo-de-caixa-banco-messages.ts';
import { joinedIds } from './opcoes.ts';
import { dateLimits, listLimits, textLimits } from './text-limits.ts';
import { texto } from './text.ts';

/**
 * Bank statement and bank accounts of /fluxo-de-caixa (spec 001 §2.3, §3 'Bank statement row' and 'Bank account
 * link', §7). Money in reais (2 decimals, exact from the centavos: DESIGN.md §3).
 */

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
/** A code sent as a number or as its text ('1'). */
const numeroOuTexto = (v: unknown) =>
  typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : blank(v);

const anoAceito = (s: string) => {
  const ano = Number(s.slice(0, 4));
  return ano >= dateLimits.minYear && ano <= dateLimits.maxYear;
};

/** A required id: absent or blank gives `obrigatorio`, anything but a uuid 'Identificador inválido'. */
const idObrigatorio = (obrigatorio: string) =>
  z.preprocess(blank, z.uuid({ error: (issue) => (issue.input === undefined ? obrigatorio : m.idInvalido) }));

/** A date 'YYYY-MM-DD' of the years the filters take; absent or blank gives the range's required message. */
const dataDoPeriodo = z.preprocess(
  blank,
  z
    .string({ error: (issue) => (issue.input === undefined ? m.periodoObrigatorio : m.dataInvalida) })
    .refine((s) => tempoDeDataIso(s) !== null, m.dataInvalida)
    .refine((s) => tempoDeDataIso(s) === null || anoAceito(s), m.dataForaDoLimite),
);

const textoFiltro = z.preprocess(blank, texto({ max: textLimits.filtro }).optional());

// ---------- bank accounts (Bank accounts tab) ----------

/** The filters of the bank accounts list and its export: grupos (optional, comma-joined) and the account's name. */
export const contasVinculadasFiltros = z.object({
  grupos: joinedIds(listLimits.grupos),
  /** part of the account's name, any case */
  nomeConta: textoFiltro,
});
export type ContasVinculadasFiltrosInput = z.input<typeof contasVinculadasFiltros>;
export type ContasVinculadasFiltros = z.output<typeof contasVinculadasFiltros>;

/** GET linked bank accounts (spec 001 §7): the filters plus Pagina (1-based) and PorPagina 25/50/75/100. */
export const listContasVinculadasQuery = contasVinculadasFiltros.extend({
  Pagina: z.preprocess(
    blank,
    z.coerce.number({ error: m.paginaInvalida }).int(m.paginaInvalida).min(1, m.paginaInvalida).default(1),
  ),
  PorPagina: z.preprocess(
    numeroOuTexto,
    z
      .literal([...CONTAS_VINCULADAS_PAGE_SIZES], { error: m.tamanhoPaginaInvalido })
      .default(CONTAS_VINCULADAS_PAGE_SIZE_PADRAO),
  ),
});
export type ListContasVinculadasQuery = z.input<typeof listContasVinculadasQuery>;
export type ListContasVinculadasParams = z.output<typeof listContasVinculadasQuery>;

/** Bank account link (spec 001 §3): the account, its grupo and the names of the stores it is linked to. */
export const contaVinculadaRow = z.object({
  _id: z.string(),
  nomeGrupo: z.string(),
  /** the linked stores the user may see, by name, in alphabetical order */
  empresasVinculada: z.array(z.string()),
  banco: z.string().nullable(),
  nomeConta: z.string(),
  agencia: z.string().nullable(),
  numero: z.string().nullable(),
  digito: z.string().nullable(),
});
export type ContaVinculadaRow = z.infer<typeof contaVinculadaRow>;

export const listContasVinculadasOutput = z.object({
  contasVinculadas: z.array(contaVinculadaRow),
  registrosTotais: z.number().int(),
  page: z.number().int(),
});
export type ListContasVinculadasOutput = z.infer<typeof listContasVinculadasOutput>;

/** Export of the linked accounts (spec 001 §7): the list's filters, queued as an xlsx report. */
export const exportarContasVinculadasInput = contasVinculadasFiltros;
export type ExportarContasVinculadasInput = z.input<typeof exportarContasVinculadasInput>;
export const exportacaoNaFilaOutput = z.object({ id: z.string() });
export type ExportacaoNaFilaOutput = z.infer<typeof exportacaoNaFilaOutput>;

// ---------- statement filter options ----------

/** GET the stores of a grupo (spec 001 §7 'GET companies by client'), within the user's scope. */
export const opcoesEmpresasDoGrupoQuery = z.object({ grupo: idObrigatorio(m.grupoObrigatorio) });
export type OpcoesEmpresasDoGrupoQuery = z.input<typeof opcoesEmpresasDoGrupoQuery>;

/**
 * GET the bank accounts of a grupo (spec 001 §7 'GET accounts'), optionally only those linked to some of its
 * stores; only accounts linked to a store of the user's scope.
 */
export const opcoesContasBancariasQuery = z.object({
  grupo: idObrigatorio(m.grupoObrigatorio),
  empresas: joinedIds(listLimits.empresas),
});
export type OpcoesContasBancariasQuery = z.input<typeof opcoesContasBancariasQuery>;

// ---------- bank statement (Bank statement tab) ----------

const statusExtrato = z.preprocess(
  numeroOuTexto,
  z.literal([0, 1, 2] satisfies StatusExtrato[], { error: m.statusInvalido }).default(0),
);
const modoExtrato = z.preprocess(
  numeroOuTexto,
  z.literal([0, 1] satisfies ModoExtrato[], { error: m.modoInvalido }).default(0),
);

const extratoCampos = z.object({
  grupo: idObrigatorio(m.grupoObrigatorio),
  /** stores of the grupo the account must be linked to (optional, comma-joined) */
  empresas: joinedIds(listLimits.empresas),
  conta: idObrigatorio(m.contaObrigatoria),
  inicio: dataDoPeriodo,
  fim: dataDoPeriodo,
  status: statusExtrato,
  modo: modoExtrato,
});

/** Both dates valid: the range rules compare only those (a refused date's own message is enough). */
const datasValidas = (f: { inicio: string; fim: string }) =>
  [f.inicio, f.fim].every((d) => tempoDeDataIso(d) !== null && anoAceito(d));
const periodoEmOrdem = (f: { inicio: string; fim: string }) => !datasValidas(f) || f.inicio <= f.fim;

const emOrdem = { message: m.periodoInvertido, path: ['fim'] };
/** The range at most `max` days (compared only when both dates are valid and in order). */
const periodoAte = (max: number) => (f: { inicio: string; fim: string }) =>
  !datasValidas(f) || f.inicio > f.fim || diasDoPeriodo(f.inicio, f.fim) <= max;

/**
 * The statement filter of the export (spec 001 §7 'POST statement export'): grupo, account and date range required
 * (spec 001 §5 messages), the stores optional, status 0/1/2 and mode 0/1; the range at most EXTRATO_EXPORT_MAX_DIAS
 * days (the report holds the whole range in memory).
 */
export const extratoFiltros = extratoCampos
  .refine(periodoEmOrdem, emOrdem)
  .refine(periodoAte(EXTRATO_EXPORT_MAX_DIAS), { message: m.periodoExportacaoLongo, path: ['fim'] });
export type ExtratoFiltrosInput = z.input<typeof extratoFiltros>;
export type ExtratoFiltros = z.output<typeof extratoFiltros>;

/** GET bank statement list (spec 001 §7): the same filter, the range at most EXTRATO_MAX_DIAS days. */
export const extratoQuery = extratoCampos
  .refine(periodoEmOrdem, emOrdem)
  .refine(periodoAte(EXTRATO_MAX_DIAS), { message: m.periodoLongo, path: ['fim'] });
export type ExtratoQuery = z.input<typeof extratoQuery>;

/** A ledger entry behind a reconciled statement line (the match of the detailed mode). */
export const lancamentoConciliado = z.object({
  _id: z.string(),
  empresa: z.string(),
  dataCompetencia: z.string(),
  dataPagamento: z.string(),
  meioDePagamento: z.string().nullable(),
  fornecedor: z.string().nullable(),
  historico: z.string().nullable(),
  /** reais, signed (entrada +, saída −) */
  valor: z.number(),
});
export type LancamentoConciliado = z.infer<typeof lancamentoConciliado>;

/**
 * Bank statement row (spec 001 §3). Detailed mode: one statement line. Summary mode: one day (`historico` says how
 * many lines, `numeroDocumento` is null, `extratoConciliado` is true when every line of the day is). `entrada` and
 * `saida` are reais ≥ 0 (the credits and the debits); `saldo` is the account's balance after the row, counted from
 * its opening balance over every line (the status filter hides lines, never changes the balance).
 */
export const extratoLinha = z.object({
  _id: z.string(),
  data: z.string(),
  historico: z.string(),
  numeroDocumento: z.string().nullable(),
  entrada: z.number(),
  saida: z.number(),
  saldo: z.number(),
  extratoConciliado: z.boolean(),
  /** statement lines in the row (1 in the detailed mode) */
  quantidade: z.number().int(),
  /** detailed mode, reconciled lines: the ledger entries matched to the line (empty when none is found) */
  lancamentos: z.array(lancamentoConciliado).optional(),
});
export type ExtratoLinha = z.infer<typeof extratoLinha>;

export const extratoOutput = z.object({
  extrato: z.array(extratoLinha),
  /** the balance at the start of the first day of the range */
  saldoInicial: z.number(),
  /** the balance at the end of the last day of the range (every line counted) */
  saldoFinal: z.number(),
  /** sums of the rows shown */
  totalEntradas: z.number(),
  totalSaidas: z.number(),
  /**
   * sums of the lines the status filter hides (0 with status 0): saldoInicial + totalEntradas + entradasOcultas −
   * totalSaidas − saidasOcultas = saldoFinal
   */
  entradasOcultas: z.number(),
  saidasOcultas: z.number(),
});
export type ExtratoOutput = z.infer<typeof extratoOutput>;

/** POST statement export (spec 001 §7): the same filter, queued as an xlsx report. */
export const exportarExtratoInput = extratoFiltros;
export type ExportarExtratoInput = z.input<typeof exportarExtratoInput>;

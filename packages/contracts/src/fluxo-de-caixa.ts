import { z } from 'zod';
import {
  DFC_DETALHE_PAGE_SIZE_PADRAO,
  DFC_DETALHE_PAGE_SIZES,
  DFC_PERIODO_PADRAO,
  DFC_PERIODOS,
  DFC_REGIME_PADRAO,
  dfcFlags,
  fluxoDeCaixaMessages as m,
  problemaDoDiaDfc,
  validarFiltroFluxo,
  type FlagFluxo,
  type RegimeFluxo,
  type StatusFluxo,
} from './fluxo-de-caixa-messages.ts';
import { matrizJson } from './matriz.ts';
import { joinedIds, joinedMarcas, queryFlag } from './opcoes.ts';
import { listLimits } from './text-limits.ts';
import { optionItem, TODAS_AS_MARCAS } from './usuarios.ts';

/**
 * The cash flow (DFC) of /fluxo-de-caixa (spec 001 §2.3, §3 'Cash-flow filter', 'Tree rows', 'Balance', 'Detail
 * row', §7; issue 12 §1–2): the query, its answer (the report matrix, as the DRE's), the line detail and the flow
 * model options. Field names are the spec's. Money in reais (2 decimals, exact from the centavos: DESIGN.md §3).
 */

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const requiredOr = (mensagem: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? m.required : mensagem;
/** A code sent as a number or as its text ('2'). */
const numeroOuTexto = (v: unknown) =>
  typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : blank(v);

const dfcId = z.preprocess(blank, z.uuid({ error: requiredOr(m.idInvalido) }));
const idOpcional = z.preprocess(blank, z.uuid({ error: m.idInvalido }).optional());

/** A day 'YYYY-MM-DD' (a real calendar day of the years the filters take); required. */
export const diaDfc = z.preprocess(
  blank,
  z.string({ error: requiredOr(m.dataInvalida) }).superRefine((s, ctx) => {
    const problema = problemaDoDiaDfc(s);
    if (problema) ctx.addIssue({ code: 'custom', message: problema });
  }),
);

/** marcas: ids, '0' (every marca) also as the number 0; comma-joined or a list. */
const marcasDfc = z.preprocess(
  (v) => (Array.isArray(v) ? v.map((x) => (x === 0 ? TODAS_AS_MARCAS : x)) : v === 0 ? TODAS_AS_MARCAS : v),
  joinedMarcas,
);

const flags = Object.fromEntries(dfcFlags.map((f) => [f, queryFlag(false)])) as Record<
  FlagFluxo,
  ReturnType<typeof queryFlag>
>;

type Issue = { code: 'custom'; message: string; path: string[] };

/**
 * The cash-flow query (spec 001 §3 'Cash-flow filter'): the flow model, the period type (default Diario), the days
 * (both included), the regime (default 2 Caixa), the bank accounts (`Contas`; none: every account and the entries
 * without one), the stores (`Empresas`) or, with `clusterEmpresaBool`, the store clusters (`clusterEmpresa`) — the
 * switch says which list counts, the other is ignored, as the screen clears it —, marcas, status, exclude inactive
 * stores and the eight flags. No store and no cluster: every store in the user's scope. The rules of
 * validarFiltroFluxo (required fields, dates in order, the column cap) answer each message on its field.
 */
export const consultaFluxoInput = z
  .object({
    ModeloFluxo: dfcId,
    Periodo: z.preprocess(
      blank,
      z.enum(DFC_PERIODOS, { error: m.periodoInvalido }).default(DFC_PERIODO_PADRAO),
    ),
    Inicio: diaDfc,
    Fim: diaDfc,
    tipoDeRegime: z.preprocess(
      numeroOuTexto,
      z.literal([1, 2] satisfies RegimeFluxo[], { error: m.regimeInvalido }).default(DFC_REGIME_PADRAO),
    ),
    Contas: joinedIds(listLimits.opcoes),
    Empresas: joinedIds(listLimits.empresas),
    clusterEmpresa: joinedIds(listLimits.clusters),
    clusterEmpresaBool: queryFlag(false),
    marcas: marcasDfc,
    Status: z.preprocess(
      numeroOuTexto,
      z.literal([0, 1, 2] satisfies StatusFluxo[], { error: m.statusInvalido }).default(0),
    ),
    excluirInativas: queryFlag(false),
    ...flags,
  })
  .superRefine((q, ctx) => {
    // the days' own problems are the fields' (each reported once): here the range and the column cap
    const dosCampos: string[] = [m.required, m.dataInvalida, m.dataForaDoLimite];
    for (const p of validarFiltroFluxo(q))
      if (!dosCampos.includes(p.mensagem))
        ctx.addIssue({ code: 'custom', message: p.mensagem, path: [p.campo] } satisfies Issue);
  });
export type ConsultaFluxoInput = z.input<typeof consultaFluxoInput>;
/** The query as the server reads it. */
export type ConsultaFluxo = z.output<typeof consultaFluxoInput>;

// ---------- the answer ----------

/** A matrix column: one period (clipped to the range) or the Total, with the days it covers. */
export const colunaFluxo = z.object({
  key: z.string(),
  tipo: z.enum(['periodo', 'total']),
  rotulo: z.string(),
  /** 'YYYY-MM-DD', both inside the range */
  inicio: z.string(),
  fim: z.string(),
  /** a period clipped by the range (a Mensal range starting mid-month): it covers only `inicio`–`fim` of it */
  parcial: z.boolean(),
});
export type ColunaFluxoJson = z.infer<typeof colunaFluxo>;

/** What a row drills into (engine/dfc ReferenciaLinhaDfc): a model line (or one franchisor account under it), or a balance. */
export const referenciaLinhaFluxo = z.discriminatedUnion('tipo', [
  z.object({
    tipo: z.literal('linha'),
    linhaId: z.string(),
    tipoDaLinha: z.enum(['conta', 'total', 'formula']),
    /** the franchisor account of a row under an account line; null on the line itself */
    contaFranqueadorId: z.string().nullable(),
  }),
  z.object({
    tipo: z.literal('saldo'),
    saldo: z.enum(['inicial', 'final']),
    /** the bank account of a row under a balance; null on the balance itself and for 'Sem conta bancária' */
    contaBancariaId: z.string().nullable(),
  }),
]);
export type ReferenciaLinhaFluxoJson = z.infer<typeof referenciaLinhaFluxo>;

/** `dadosDaConta` of an account behind a balance (spec 001 §3 'Balance'). */
export const dadosDaContaFluxo = z.object({
  empresaNome: z.string(),
  empresaCNPJ: z.string(),
  banco: z.string().nullable(),
  agencia: z.string().nullable(),
  contaComDigito: z.string().nullable(),
  tipo: z.string().nullable(),
});

/**
 * A bank account behind the balances (spec 001 §3 'Balance': nome, observacao, dadosDaConta), sent once per answer:
 * its value in each column is the cell of its row under 'Saldo inicial' / 'Saldo final' (saldoDaColunaFluxo).
 */
export const contaDoSaldoFluxo = z.object({
  /** null: 'Sem conta bancária' (counted entries without a shown account) */
  contaBancariaId: z.string().nullable(),
  nome: z.string(),
  observacao: z.string().nullable(),
  dadosDaConta: dadosDaContaFluxo.nullable(),
});
export type ContaDoSaldoFluxoJson = z.infer<typeof contaDoSaldoFluxo>;

/**
 * POST cash-flow search answer: the matrix (rows = the model's lines with the franchisor accounts under account
 * lines, those with no data in any column left out — the exports list them all —; with balances 'Saldo inicial'
 * first and 'Saldo final' last, each with a row per bank account), what each column and row means, the accounts
 * behind the balances (their details once; null when not shown), why balances were not shown (`avisoSaldos`: the
 * spec's 'Não localizamos nenhuma conta autorizada…' when no account can be shown, or why the server turned
 * TrazerSaldos off), and the money of the range outside the model (no approved De-Para, or an account the model
 * does not place), never silently lost. An empty `matriz.rows`: nothing found ('Nada encontrado !').
 */
export const fluxoDeCaixaResultado = z.object({
  matriz: matrizJson,
  colunas: z.array(colunaFluxo),
  referencias: z.record(z.string(), referenciaLinhaFluxo),
  /**
   * The accounts behind the balances, each once, in the order of the rows under 'Saldo inicial' and 'Saldo final'
   * (the balance of a column and each account's part of it are those rows' cells); null when not shown
   */
  saldos: z.object({ contas: z.array(contaDoSaldoFluxo) }).nullable(),
  /** whether the balances are shown (TrazerSaldos asked, allowed, and some account to show) */
  trazerSaldos: z.boolean(),
  avisoSaldos: z.string().nullable(),
  naoMapeado: z.object({ valor: z.number(), quantidade: z.number().int() }).nullable(),
});
export type FluxoDeCaixaResultado = z.infer<typeof fluxoDeCaixaResultado>;

// ---------- the line detail ----------

/**
 * POST cash-flow detail (spec 001 §7: PlanoDeContasId, data, PesquisaModel, Page, PageSize, empresaId), premium
 * only: the cell of an account line (`linhaId`) or of one franchisor account under it (`PlanoDeContasId`), in the
 * column holding the day `data` (the period of the query's type containing it, clipped to the range; absent: the
 * Total column), for the query searched (`PesquisaModel`), paged (Page from 1; PageSize 10, 30, 50, 100), narrowed
 * by the modal's company filter (`empresaId`).
 */
export const detalhesFluxoInput = z.object({
  linhaId: dfcId,
  PlanoDeContasId: idOpcional,
  data: z.preprocess(blank, diaDfc.optional()),
  PesquisaModel: consultaFluxoInput,
  Page: z.preprocess(
    numeroOuTexto,
    z
      .number({ error: m.pageInvalida })
      .int(m.pageInvalida)
      .min(1, m.pageInvalida)
      .max(1_000_000, m.pageInvalida)
      .default(1),
  ),
  PageSize: z.preprocess(
    numeroOuTexto,
    z.literal(DFC_DETALHE_PAGE_SIZES, { error: m.pageSizeInvalido }).default(DFC_DETALHE_PAGE_SIZE_PADRAO),
  ),
  empresaId: idOpcional,
});
export type DetalhesFluxoInput = z.input<typeof detalhesFluxoInput>;
export type DetalhesFluxoParams = z.output<typeof detalhesFluxoInput>;

/** A ledger entry of the cell (spec 001 §3 'Detail row'); `data` is the day the cash flow puts it on. */
export const detalheFluxo = z.object({
  id: z.string(),
  data: z.string(),
  empresa: z.string(),
  meioDePagamento: z.string().nullable(),
  fornecedor: z.string().nullable(),
  historico: z.string().nullable(),
  /** with the line's display sign, as the cell shows it */
  valor: z.number(),
});
export type DetalheFluxo = z.infer<typeof detalheFluxo>;

/**
 * The page, the stores with entries in the cell (the company filter's options), the count of every page's rows
 * (`total`) and their exact sum (`soma`: the cell's value when no company filter is set).
 */
export const detalhesFluxoOutput = z.object({
  detalhes: z.array(detalheFluxo),
  empresas: z.array(optionItem),
  page: z.number().int(),
  total: z.number().int(),
  soma: z.number(),
});
export type DetalhesFluxoOutput = z.infer<typeof detalhesFluxoOutput>;

// ---------- options ----------

/** GET cash-flow models: the cliente's active flow models, the default one flagged. */
export const modeloFluxoOpcao = z.object({ id: z.string(), nome: z.string(), padrao: z.boolean() });
export const modelosFluxoOutput = z.array(modeloFluxoOpcao);
export type ModeloFluxoOpcao = z.infer<typeof modeloFluxoOpcao>;

import { z } from 'zod';
import { joinedIds, joinedMarcas, limitedList } from './opcoes.ts';
import { listLimits, textLimits } from './text-limits.ts';
import { texto, textoFiltro } from './text.ts';
import { optionItem } from './usuarios.ts';
import {
  DE_PARA_DEFAULT_PAGE_SIZES,
  DE_PARA_MAX_ITENS,
  deParaContextos,
  deParaMessages,
  deParaVisoes,
  isValidJustificativa,
  pageSizesWith,
} from './de-para-messages.ts';

/**
 * De-Para (spec 002 §2.2, §2.3, §3–§9; issue 9): the mapping franchisee account → franchisor account per grupo
 * (`customerId`) and marca, its three states (pendente → revisao → aprovado), the suggestions and the automatic
 * linking, and the messages of the whole feature. The franchisee requests (Solicitações) are in
 * de-para-solicitacoes.ts, the unmapped-money figures the reports use in de-para-nao-mapeado.ts.
 *
 * Two views of the same mappings:
 * - franqueado: one row per franchisee account (and marca of its grupo); the counterpart is one franchisor account
 *   of that marca (many franchisee accounts may share it).
 * - franqueador: one row per franchisor account (leaf account of a marca of the grupo); the counterpart is the
 *   list of the grupo's franchisee accounts mapped to it (a franchisee account appears under one row at most).
 * In both, a row may carry a justification instead of a counterpart ("no counterpart, on purpose").
 */

export const justificativa = texto({
  max: textLimits.descricao,
  required: deParaMessages.justificativaInvalida,
}).refine(isValidJustificativa, deParaMessages.justificativaInvalida);

/** A blank query field ('' or null) as absent, so it takes its default (the De-Para contract files share it). */
export const deParaBlank = (v: unknown) => (v === '' || v === null ? undefined : v);
const blank = deParaBlank;
const id = z.uuid({ error: deParaMessages.idInvalid });

/** page and pageSize of a De-Para table whose default size is `defaultSize` (its sizes: pageSizesWith). */
export const deParaPageQuery = (defaultSize: number) => ({
  page: z.preprocess(
    blank,
    z.coerce
      .number({ error: deParaMessages.invalidPage })
      .int(deParaMessages.invalidPage)
      .min(1, deParaMessages.invalidPage)
      .default(1),
  ),
  pageSize: z.preprocess(
    blank,
    z.coerce
      .number({ error: deParaMessages.invalidPageSizeOf(pageSizesWith(defaultSize)) })
      .refine(
        (n) => pageSizesWith(defaultSize).includes(n),
        deParaMessages.invalidPageSizeOf(pageSizesWith(defaultSize)),
      )
      .default(defaultSize),
  ),
});
const visao = z.preprocess(
  (v) => (typeof v === 'string' ? blank(v.toLowerCase()) : blank(v)),
  z.enum(deParaVisoes, { error: deParaMessages.invalidVisao }).default('franqueado'),
);

export const moneyValue = z.number().describe('Reais, com 2 casas decimais');
const opcao = optionItem;

// ---------- main list (tab De-Para) ----------

export const deParaListaOrderFields = ['nome', 'pendente', 'revisao', 'aprovado', 'valorPendente'] as const;
export type DeParaListaOrderField = (typeof deParaListaOrderFields)[number];
/** `Order`: a field, descending with a leading '-' ('-valorPendente'); default 'nome'. */
const order = z.preprocess(
  blank,
  z
    .string({ error: deParaMessages.invalidOrder })
    .regex(new RegExp(`^-?(${deParaListaOrderFields.join('|')})$`), deParaMessages.invalidOrder)
    .default('nome'),
);

/**
 * GET De-Para list (spec 002 §7): page, pageSize, Order, marcas ("0" = all), CustomerIds or (with the toggle)
 * ClusterIds, Visao. Neither list: every grupo in the user's scope.
 */
export const deParaListaQuery = z.object({
  ...deParaPageQuery(DE_PARA_DEFAULT_PAGE_SIZES.lista),
  Order: order,
  marcas: joinedMarcas,
  CustomerIds: joinedIds(listLimits.grupos),
  ClusterIds: joinedIds(listLimits.clusters),
  Visao: visao,
});
export type DeParaListaQuery = z.input<typeof deParaListaQuery>;
export type DeParaListaParams = z.output<typeof deParaListaQuery>;

export const deParaListaRow = z.object({
  /** the grupo's id (the table's row key) */
  _id: z.string(),
  grupo: z.object({ id: z.string(), nome: z.string(), codigo: z.string().nullable() }),
  /** rows of each tab of the chosen view */
  pendente: z.number().int(),
  revisao: z.number().int(),
  aprovado: z.number().int(),
  /**
   * The money at stake, in reais: the movement of the grupo's franchisee accounts still pending (no mapping in
   * review or approved) — of each account, Σ |net value| of each of its store × month cells (a cancellation nets
   * against its sale within the cell), competência, over the last 12 months (this month in Brasília and the 11
   * before), on the grupo's stores in the user's scope of the account's marca.
   */
  valorPendente: moneyValue,
  /** pending franchisee accounts with movement in those 12 months */
  contasPendentesComMovimento: z.number().int(),
});
export type DeParaListaRow = z.infer<typeof deParaListaRow>;
export const deParaListaOutput = z.object({
  valores: z.array(deParaListaRow),
  page: z.number().int(),
  total: z.number().int(),
});
export type DeParaListaOutput = z.infer<typeof deParaListaOutput>;

// ---------- detail lists (pending, review, approved) ----------

/**
 * GET pending / review / approved lists (spec 002 §7): page, pageSize, CustomerId (route), Marcas (query marcas;
 * "0" or none = every marca of the grupo), Visao, Nome (the name filter: code or name of the row's account).
 */
export const deParaDetalheQuery = (defaultSize: number) =>
  z.object({
    ...deParaPageQuery(defaultSize),
    CustomerId: id,
    Marcas: joinedMarcas,
    Visao: visao,
    Nome: textoFiltro(),
  });
export const deParaPendenteQuery = deParaDetalheQuery(DE_PARA_DEFAULT_PAGE_SIZES.pendente);
export const deParaRevisaoQuery = deParaDetalheQuery(DE_PARA_DEFAULT_PAGE_SIZES.revisao);
export const deParaAprovadoQuery = deParaDetalheQuery(DE_PARA_DEFAULT_PAGE_SIZES.aprovado);
export type DeParaDetalheQuery = z.input<typeof deParaPendenteQuery>;
export type DeParaDetalheParams = z.output<typeof deParaPendenteQuery>;

/** The best franchisor account for a pending franchisee account, never saved without a person. */
export const deParaSugestao = z.object({
  id: z.string(),
  label: z.string(),
  /** 0–100 */
  confianca: z.number().int(),
  /** why, in pt-BR ('7 grupos da rede vinculam "Vendas PIX" a esta conta') */
  motivo: z.string(),
});
export type DeParaSugestao = z.infer<typeof deParaSugestao>;

/**
 * One row of a detail tab (spec 002 §3 De-Para detail row). `registroPendente` is the row's own account (the
 * franchisee account in the franqueado view, the franchisor account in the franqueador view) and
 * `valorPrimeiraColuna` its label; `valorSegundaColuna` the counterpart(s): at most one franchisor account in the
 * franqueado view, the franchisee accounts mapped to it in the franqueador view (empty while pending, or when
 * the row holds a justification instead).
 */
export const deParaLinha = z.object({
  /** row key: `<row account id>:<marca id>` */
  _id: z.string(),
  registroPendente: opcao,
  valorPrimeiraColuna: z.string(),
  valorSegundaColuna: z.array(opcao),
  marca: opcao,
  /** the kind of the row's account: the view */
  tipoDoValor: z.enum(deParaVisoes),
  /** the row's state (the tab) */
  tipo: z.enum(deParaContextos),
  /** the mapping of a franqueado-view row (null while pending without one) */
  deParaId: z.string().nullable(),
  /** every mapping the row stands for (franqueador view: one per franchisee account, or the justification's) */
  deParaIds: z.array(z.string()),
  justificativa: z.string().nullable(),
  temHistorico: z.boolean(),
  /**
   * The movement of the row's franchisee account(s), in reais: of each, Σ |net value| of each of its store × month
   * cells, over the same 12 months and stores as the main list's valorPendente
   */
  movimento12Meses: moneyValue,
  /** pending franqueado-view rows only */
  sugestao: deParaSugestao.nullable(),
});
export type DeParaLinha = z.infer<typeof deParaLinha>;
export const deParaDetalheOutput = z.object({
  /** the grupo, and its marcas the user may see (the approved tab's marca filter) */
  grupo: z.object({ id: z.string(), nome: z.string(), marcas: z.array(opcao) }),
  valores: z.array(deParaLinha),
  page: z.number().int(),
  total: z.number().int(),
});
export type DeParaDetalheOutput = z.infer<typeof deParaDetalheOutput>;

// ---------- counterpart options ----------

/**
 * GET chart-of-accounts options for the pending selector, server-paged and searchable (spec 002 §7):
 * franqueador view → the grupo's franchisee accounts still pending for the marca;
 * franqueado view → the marca's franchisor leaf accounts (active).
 */
export const deParaOpcoesQuery = z.object({
  ...deParaPageQuery(DE_PARA_DEFAULT_PAGE_SIZES.opcoes),
  CustomerId: id,
  Marca: id,
  Visao: visao,
  Nome: textoFiltro(),
});
export type DeParaOpcoesQuery = z.input<typeof deParaOpcoesQuery>;
export const deParaOpcoesOutput = z.object({
  valores: z.array(opcao),
  page: z.number().int(),
  total: z.number().int(),
});
export type DeParaOpcoesOutput = z.infer<typeof deParaOpcoesOutput>;

// ---------- create (pending → review) ----------

const nullableId = z.preprocess(blank, id.nullable().default(null));
const nullableJustificativa = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : blank(v)),
  justificativa.nullable().default(null),
);
/** De-Para creation item (spec 002 §3): PlanoFranqueadoId, PlanoFranqueadorId, Justificativa, Marca, CustomerId. */
export const deParaCriacaoItem = z.object({
  PlanoFranqueadoId: nullableId,
  PlanoFranqueadorId: nullableId,
  Justificativa: nullableJustificativa,
  Marca: id,
  CustomerId: id,
});
export type DeParaCriacaoItemInput = z.input<typeof deParaCriacaoItem>;
export type DeParaCriacaoItem = z.output<typeof deParaCriacaoItem>;
const criacaoLista = limitedList(deParaCriacaoItem, DE_PARA_MAX_ITENS).refine(
  (l) => l.length > 0,
  deParaMessages.emptyList,
);
/**
 * POST create franchisee De-Para: each item names its franchisee account and either the franchisor account or a
 * justification. POST create franchisor De-Para: each item names its franchisor account and either one
 * franchisee account (one item per account chosen) or a justification.
 */
export const criarDeParaFranqueadoInput = criacaoLista.superRefine((items, ctx) =>
  checkItems(items, ctx, 'PlanoFranqueadoId', 'PlanoFranqueadorId'),
);
export const criarDeParaFranqueadorInput = criacaoLista.superRefine((items, ctx) =>
  checkItems(items, ctx, 'PlanoFranqueadorId', 'PlanoFranqueadoId'),
);
function checkItems(
  items: DeParaCriacaoItem[],
  ctx: z.RefinementCtx,
  own: 'PlanoFranqueadoId' | 'PlanoFranqueadorId',
  counterpart: 'PlanoFranqueadoId' | 'PlanoFranqueadorId',
) {
  items.forEach((item, i) => {
    if (!item[own]) ctx.addIssue({ code: 'custom', path: [i, own], message: deParaMessages.contaRequired });
    else if (!item[counterpart] === !item.Justificativa)
      ctx.addIssue({
        code: 'custom',
        path: [i, counterpart],
        message: item[counterpart]
          ? deParaMessages.counterpartOrJustification
          : deParaMessages.selectCounterpart,
      });
  });
}
export type CriarDeParaInput = z.input<typeof criarDeParaFranqueadoInput>;

/** Approval result row (spec 002 §3): a success when observacao is 'Inserido com sucesso'. */
export const deParaResultadoRow = z.object({
  observacao: z.string(),
  planoDoFranqueado: z.string().nullable(),
  planoDoFranqueador: z.string().nullable(),
  marca: z.string(),
  justificativa: z.string().nullable(),
  sucesso: z.boolean(),
});
export type DeParaResultadoRow = z.infer<typeof deParaResultadoRow>;
export const criarDeParaOutput = z.array(deParaResultadoRow);
export type CriarDeParaOutput = z.infer<typeof criarDeParaOutput>;

// ---------- approve / undo / disapprove ----------

/**
 * POST approve (/v1/DePara/aprovar-configuracoes, review → approved), POST undo (/v1/DePara/desfazer-depara,
 * review → pending) and POST disapprove (approved → review): the De-Para ids of the selected rows. All or nothing:
 * when any of them is no longer in the state the action needs (another user changed it), 409 and nothing changes.
 */
export const deParaIdsInput = limitedList(id, DE_PARA_MAX_ITENS).refine(
  (l) => l.length > 0,
  deParaMessages.emptyList,
);
export type DeParaIdsInput = z.input<typeof deParaIdsInput>;
export const deParaAcaoOutput = z.object({ message: z.string(), alterados: z.number().int() });
export type DeParaAcaoOutput = z.infer<typeof deParaAcaoOutput>;

// ---------- history ----------

/**
 * GET history of the mappings of a row (its deParaIds, comma-joined): a franqueador-view row stands for as many
 * mappings as franchisee accounts are mapped to its account, so as many ids as one action takes.
 */
export const deParaHistoricoQuery = z.object({ ids: joinedIds(DE_PARA_MAX_ITENS) });
export type DeParaHistoricoQuery = z.input<typeof deParaHistoricoQuery>;
/** One change (spec 002 §3 historico: tipo, nome, info, dePara, usuario), newest first. */
export const deParaHistoricoItem = z.object({
  _id: z.string(),
  dePara: z.string(),
  tipo: z.string(),
  /** the type's label */
  nome: z.string(),
  /** what happened, in a sentence (the request, the confidence of an automatic link, …) */
  info: z.string().nullable(),
  usuario: z.string().nullable(),
  /** ISO timestamp */
  data: z.string(),
  contaFranqueado: z.string().nullable(),
  statusAnterior: z.string().nullable(),
  statusNovo: z.string(),
  contaAnterior: z.string().nullable(),
  contaNova: z.string().nullable(),
  justificativa: z.string().nullable(),
});
export type DeParaHistoricoItem = z.infer<typeof deParaHistoricoItem>;
export const deParaHistoricoOutput = z.array(deParaHistoricoItem);

// ---------- report ----------

/**
 * GET De-Para report (spec 002 §7): from the main screen CustomerIds / ClusterIds / marcas, from a detail screen
 * CustomerId, Marcas and Visao (and the context shown). Queued as an xlsx in the report list.
 */
export const deParaRelatorioQuery = z.object({
  CustomerIds: joinedIds(listLimits.grupos),
  ClusterIds: joinedIds(listLimits.clusters),
  CustomerId: z.preprocess(blank, id.optional()),
  marcas: joinedMarcas,
  Marcas: joinedMarcas,
  Visao: visao,
  Contexto: z.preprocess(
    blank,
    z.enum(deParaContextos, { error: deParaMessages.invalidContexto }).optional(),
  ),
});
export type DeParaRelatorioQuery = z.input<typeof deParaRelatorioQuery>;
export type DeParaRelatorioParams = z.output<typeof deParaRelatorioQuery>;
export const deParaRelatorioOutput = z.object({ id: z.string(), message: z.string() });

// ---------- automatic linking ----------

/** GET auto-link state / POST auto link: when the button unlocks (ISO timestamp), null when it is free. */
export const vinculoAutomaticoOutput = z.object({
  bloqueadoAte: z.string().nullable(),
  /** the report request that lists what was linked (POST only) */
  id: z.string().optional(),
  message: z.string().optional(),
});
export type VinculoAutomaticoOutput = z.infer<typeof vinculoAutomaticoOutput>;

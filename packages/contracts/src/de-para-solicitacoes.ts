import { z } from 'zod';
import { DE_PARA_DEFAULT_PAGE_SIZES, deParaMessages } from './de-para-messages.ts';
import { deParaBlank, deParaIdsInput, deParaPageQuery } from './de-para.ts';
import { joinedIds, limitedList } from './opcoes.ts';
import { listLimits, textLimits } from './text-limits.ts';
import { texto } from './text.ts';
import { optionItem } from './usuarios.ts';

/**
 * De-Para Solicitações (spec 002 §2.2, §3, §7, §9; issue 9 §3): the franchisees' mapping requests, their status, the
 * list's filter and rows, and the approve / reject calls. Their messages are in deParaMessages (de-para.ts).
 */

/** Solicitação status (spec 002 §3, §9): 0 Em aberto, 1 Aprovado, 2 Rejeitado, 3 Cancelado; tipo fixed at 0. */
export const SOLICITACAO_STATUS = { EmAberto: 0, Aprovado: 1, Rejeitado: 2, Cancelado: 3 } as const;
export type SolicitacaoStatus = (typeof SOLICITACAO_STATUS)[keyof typeof SOLICITACAO_STATUS];
/** Filter labels (spec 002 §2.2 filter) and the status dot's label (Aprovada, Rejeitada, Cancelada). */
export const solicitacaoStatusFiltroLabels: Record<SolicitacaoStatus, string> = {
  0: 'Em aberto',
  1: 'Aprovado',
  2: 'Rejeitado',
  3: 'Cancelado',
};
export const solicitacaoStatusLabels: Record<SolicitacaoStatus, string> = {
  0: 'Em aberto',
  1: 'Aprovada',
  2: 'Rejeitada',
  3: 'Cancelada',
};
/** The status dot colours of spec 002 §2.2: Em aberto blue, Aprovada green, Rejeitada yellow, Cancelada red. */
export const solicitacaoStatusCores: Record<SolicitacaoStatus, 'blue' | 'green' | 'gold' | 'red'> = {
  0: 'blue',
  1: 'green',
  2: 'gold',
  3: 'red',
};
export const SOLICITACAO_TIPO = 0;

const statusList = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? [] : v),
  z.preprocess(
    (v) => (Array.isArray(v) ? v : String(v).split(',')).map((s) => (typeof s === 'string' ? s.trim() : s)),
    limitedList(
      z.coerce
        .number({ error: deParaMessages.invalidStatus })
        .int(deParaMessages.invalidStatus)
        .min(0, deParaMessages.invalidStatus)
        .max(3, deParaMessages.invalidStatus),
      listLimits.status,
    ),
  ),
);
/** GET requests list (spec 002 §7): Status (0–3, comma-joined; none = all), CustomerIds or ClusterIds, Tipo 0. */
export const listarSolicitacoesQuery = z.object({
  ...deParaPageQuery(DE_PARA_DEFAULT_PAGE_SIZES.solicitacoes),
  Status: statusList,
  CustomerIds: joinedIds(listLimits.grupos),
  ClusterIds: joinedIds(listLimits.clusters),
  Tipo: z
    .preprocess(
      deParaBlank,
      z.coerce.number({ error: deParaMessages.invalidTipo }).refine((n) => n === 0, {
        message: deParaMessages.invalidTipo,
      }),
    )
    .optional(),
});
export type ListarSolicitacoesQuery = z.input<typeof listarSolicitacoesQuery>;
export const solicitacaoNota = z.object({ usuario: z.string(), data: z.string(), valor: z.string() });
/** Solicitação (spec 002 §3): _id, customer, de, para, registroDoFranqueado, usuario, dataDaSolicitacao, status, notas. */
export const solicitacaoRow = z.object({
  _id: z.string(),
  customer: z.object({ id: z.string(), nome: z.string() }),
  marca: optionItem.nullable(),
  de: optionItem,
  para: optionItem.nullable(),
  registroDoFranqueado: z.string().nullable(),
  usuario: z.string().nullable(),
  /** ISO timestamp */
  dataDaSolicitacao: z.string(),
  status: z.number().int(),
  statusDescricao: z.string(),
  justificativa: z.string().nullable(),
  notas: z.array(solicitacaoNota),
  tipo: z.number().int(),
});
export type SolicitacaoRow = z.infer<typeof solicitacaoRow>;
export const listarSolicitacoesOutput = z.object({
  valores: z.array(solicitacaoRow),
  page: z.number().int(),
  total: z.number().int(),
});
export type ListarSolicitacoesOutput = z.infer<typeof listarSolicitacoesOutput>;
/** POST approve requests: the request ids (all Em aberto, else 409 and nothing changes). */
export const aprovarSolicitacoesInput = deParaIdsInput;
/** POST reject requests: ids and the justification (required: 'É necessário criar uma justificativa'). */
export const rejeitarSolicitacoesInput = z.object({
  ids: deParaIdsInput,
  justificativa: texto({
    max: textLimits.descricao,
    min: 1,
    multiline: true,
    required: deParaMessages.rejectJustificationRequired,
  }),
});
export type RejeitarSolicitacoesInput = z.input<typeof rejeitarSolicitacoesInput>;
export const solicitacoesAcaoOutput = z.object({ message: z.string(), alterados: z.number().int() });

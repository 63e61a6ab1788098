import { z } from 'zod';
import { cmvMessages } from './cmv-messages.ts';
import { mesDre } from './dre.ts';
import { joinedIds } from './opcoes.ts';
import { listLimits } from './text-limits.ts';
import { optionItem } from './usuarios.ts';

/**
 * The CMV tab of /dre (spec 001 §2.2, §3 'CMV account setup' and 'Stock export filter', §5, §7; issue 11 §4): the
 * setup of the three franchisor account plans and the four stock exports. Only for a cliente with a marca under
 * stock control (`controleDeEstoque`); the server refuses the other routes otherwise.
 */

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** GET availability: whether the cliente has a marca with stock control, and those marcas in the user's scope. */
export const disponibilidadeCmvOutput = z.object({
  controleDeEstoque: z.boolean(),
  marcas: z.array(optionItem),
});
export type DisponibilidadeCmvOutput = z.infer<typeof disponibilidadeCmvOutput>;

/** An account plan as the setup reads it (spec 001 §3: objects with `_id`); label 'código - nome'. */
export const planoDeContasCmv = z.object({ _id: z.string(), label: z.string() });
export type PlanoDeContasCmv = z.infer<typeof planoDeContasCmv>;

/** GET client setup: the three account plans, each null until chosen. */
export const configuracaoCmvOutput = z.object({
  planoDeContasCMV: planoDeContasCmv.nullable(),
  planoDeContasAjusteReceber: planoDeContasCmv.nullable(),
  planoDeContasAjustePagar: planoDeContasCmv.nullable(),
});
export type ConfiguracaoCmvOutput = z.infer<typeof configuracaoCmvOutput>;

const contaId = z.uuid({ error: cmvMessages.contaInvalida });
const contaObrigatoria = z.preprocess(
  blank,
  z.uuid({
    error: (issue) => (issue.input === undefined ? cmvMessages.required : cmvMessages.contaInvalida),
  }),
);
const contaOpcional = z.preprocess((v) => blank(v) ?? null, contaId.nullable());

/**
 * POST client setup save (spec 001 §5, §7): the CMV plan is required, the two adjustment plans optional (absent,
 * blank or null: none). Accounts of the tenant's chart, analytic and active, of a marca with stock control, and of
 * the kind the chart says: the CMV and the payable adjustment a pagar, the receivable adjustment a receber.
 */
export const salvarConfiguracaoCmvInput = z.object({
  planoDeContasCMVId: contaObrigatoria,
  planoDeContasAjusteReceberId: contaOpcional.optional().transform((v) => v ?? null),
  planoDeContasAjustePagarId: contaOpcional.optional().transform((v) => v ?? null),
});
export type SalvarConfiguracaoCmvInput = z.input<typeof salvarConfiguracaoCmvInput>;
export type SalvarConfiguracaoCmvParams = z.output<typeof salvarConfiguracaoCmvInput>;

export const salvarConfiguracaoCmvOutput = configuracaoCmvOutput.extend({ message: z.string() });
export type SalvarConfiguracaoCmvOutput = z.infer<typeof salvarConfiguracaoCmvOutput>;

/** GET payable / receivable account plans: the accounts the setup's selects offer. */
export const planosDeContasCmvOutput = z.array(optionItem);

/**
 * POST stock exports (spec 001 §3 'Stock export filter', §7): the month (`inicio`, 'YYYY-MM-DD' or 'YYYY-MM', read
 * as its first day), and the stores — a list, or store clusters (their members within the user's scope), not both;
 * neither: every store of a marca with stock control in the scope. Lists as arrays or comma-joined.
 */
const lojasDaExportacao = {
  clustersIds: joinedIds(listLimits.clusters),
  empresasIds: joinedIds(listLimits.empresas),
};
const semEmpresasEClusters = (f: { clustersIds: string[]; empresasIds: string[] }, ctx: z.RefinementCtx) => {
  if (f.clustersIds.length > 0 && f.empresasIds.length > 0)
    ctx.addIssue({ code: 'custom', message: cmvMessages.empresasEClusters, path: ['clustersIds'] });
};

/** CMV, stock position and stock entry: the month is required. */
export const exportarEstoqueInput = z
  .object({ inicio: mesDre, ...lojasDaExportacao })
  .superRefine(semEmpresasEClusters);
/** Price catalogue: the month is optional (the prices in force at its end; absent, today). */
export const exportarCatalogoPrecosInput = z
  .object({
    inicio: z.preprocess(blank, mesDre.optional()).transform((v) => v ?? null),
    ...lojasDaExportacao,
  })
  .superRefine(semEmpresasEClusters);
export type ExportarEstoqueInput = z.input<typeof exportarCatalogoPrecosInput>;
/** The parameters of any of the four exports, as the server and the report queue keep them. */
export type ExportarEstoqueParams = z.output<typeof exportarCatalogoPrecosInput>;

/**
 * The answer of an export queued in the report list (too large to download at once): the request's id and
 * 'Sua solicitação de relatório foi enviada'. A small export answers the xlsx itself (200, CMV_XLSX_TYPE).
 */
export const exportarEstoqueFilaOutput = z.object({ id: z.string(), message: z.string() });
export type ExportarEstoqueFilaOutput = z.infer<typeof exportarEstoqueFilaOutput>;

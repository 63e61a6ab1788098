import { z } from 'zod';
import {
  DRE_DETALHE_PAGE_SIZE_PADRAO,
  DRE_DETALHE_PAGE_SIZES,
  dreFiltros,
  dreMessages,
} from './dre-messages.ts';
import { dreId, exportacaoDreInput, mesDre, valorReais, type ColunaDreJson } from './dre.ts';
import { queryFlag } from './opcoes.ts';
import { textLimits } from './text-limits.ts';
import { texto } from './text.ts';
import { optionItem } from './usuarios.ts';

/**
 * The drill-down of the DRE (spec 001 §2.1, §3 'DRE line detail request', issue 10 §2): every cell opens into what
 * makes it. 'Detalhes do mês selecionado' breaks a cell down by franchisor account and by store; 'Detalhes de
 * Linha' lists, paged, the ledger rows behind a cell, whose sum is exactly the cell's value (`soma`).
 */

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const idOpcional = z.preprocess(blank, dreId.optional());

/**
 * The column a cell is in, besides its month (`competencia`): which filter's selection it reads, and in the store
 * view or the per-cost-centre layouts the store or cost centre of the column. Absent: filter A, every store and
 * cost centre of the query. Built from the answer's `ColunaDre` by celulaDaColuna.
 */
export const colunaCelulaDre = z.object({
  filtro: z.enum(dreFiltros, { error: dreMessages.filtroInvalido }).default('A'),
  empresaId: idOpcional.nullable(),
  /** id null: the entries without a cost centre */
  centroDeCusto: z
    .object({ id: z.preprocess((v) => (v === '' ? null : v), dreId.nullable()) })
    .nullable()
    .optional(),
});
export type ColunaCelulaDre = z.input<typeof colunaCelulaDre>;

/**
 * The cell asked for (spec 001 §3): the DRE line (`linhaId`), and under an account line one franchisor account
 * (`PlanoDeContasId`); PDV lines by `tipoDeValorDePDV`, CMV lines with `cmv`, manual lines by
 * `linhaManualDaDREId`; the month (`competencia`; absent: the whole period of the column's filter); the column;
 * and the DRE query searched (`filter`; its 36-column rule does not apply here).
 */
const celulaDre = {
  linhaId: dreId,
  PlanoDeContasId: idOpcional,
  tipoDeValorDePDV: z.preprocess(
    blank,
    texto({ max: textLimits.codigo, required: dreMessages.pdvInvalido }).optional(),
  ),
  cmv: queryFlag(false),
  linhaManualDaDREId: idOpcional,
  competencia: z.preprocess(blank, mesDre.optional()),
  coluna: colunaCelulaDre.optional(),
  filter: exportacaoDreInput,
};

/**
 * The cell of a matrix column, as the detail requests take it. Variation, difference and vertical-analysis
 * columns have no entries of their own: the screen drills into the value columns they are made of.
 */
export function celulaDaColuna(coluna: ColunaDreJson): { competencia?: string; coluna: ColunaCelulaDre } {
  return {
    ...(coluna.mes ? { competencia: coluna.mes } : {}),
    coluna: {
      filtro: coluna.filtro ?? 'A',
      empresaId: coluna.empresaId,
      centroDeCusto: coluna.centroDeCusto,
    },
  };
}

// ---------- 'Detalhes do mês selecionado' ----------

/** POST month detail: the breakdown of one cell. */
export const detalhesMesDreInput = z.object(celulaDre);
export type DetalhesMesDreInput = z.input<typeof detalhesMesDreInput>;

/**
 * The cell's value and its breakdown: by franchisor account (account lines; empty for the others) and by store.
 * Each list sums to `valor`. Both empty: 'Não existem detalhes para esse item.'.
 */
export const detalhesMesDreOutput = z.object({
  linha: z.object({ id: z.string(), nome: z.string() }),
  /** 'YYYY-MM-01'; null: the whole period */
  competencia: z.string().nullable(),
  /** null: no data (not zero) */
  valor: valorReais.nullable(),
  porConta: z.array(
    z.object({
      id: z.string(),
      codigo: z.string(),
      nome: z.string(),
      valor: valorReais,
      /** ledger entries behind the value */
      quantidade: z.number().int(),
    }),
  ),
  porEmpresa: z.array(
    z.object({
      id: z.string(),
      nome: z.string(),
      valor: valorReais,
      /** ledger entries behind the value; null for manual, PDV and CMV values */
      quantidade: z.number().int().nullable(),
    }),
  ),
});
export type DetalhesMesDreOutput = z.infer<typeof detalhesMesDreOutput>;

// ---------- 'Detalhes de Linha' ----------

const numeroOuTexto = (v: unknown) =>
  typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : blank(v);

/**
 * POST line detail (spec 001 §3): the cell, a page (`Page` from 1, `PageSize` 10, 30, 50 or 100) and the modal's
 * company filter (`empresaId`). A premium group's 'Detalhes' asks the same cell with `PlanoDeContasId` (a
 * franchisor account group) or `empresaId` (a store group).
 */
export const detalhesLinhaDreInput = z.object({
  ...celulaDre,
  Page: z.preprocess(
    numeroOuTexto,
    z
      .number({ error: dreMessages.pageInvalida })
      .int(dreMessages.pageInvalida)
      .min(1, dreMessages.pageInvalida)
      .default(1),
  ),
  PageSize: z.preprocess(
    numeroOuTexto,
    z
      .literal(DRE_DETALHE_PAGE_SIZES, { error: dreMessages.pageSizeInvalido })
      .default(DRE_DETALHE_PAGE_SIZE_PADRAO),
  ),
  empresaId: idOpcional,
});
export type DetalhesLinhaDreInput = z.input<typeof detalhesLinhaDreInput>;
export type DetalhesLinhaDreParams = z.output<typeof detalhesLinhaDreInput>;

/** A ledger row (spec 001 §3 'Detail row' and the modal's columns). */
export const detalheLinhaDre = z.object({
  /** the ledger entry */
  id: z.string(),
  /** 'YYYY-MM-DD': the competência date (regime 1) or the payment date (regime 2; the due date while open) */
  data: z.string(),
  empresa: z.string(),
  /** Origem do franqueado */
  origem: z.string().nullable(),
  observacao: z.string().nullable(),
  meioDePagamento: z.string().nullable(),
  fornecedor: z.string().nullable(),
  historico: z.string().nullable(),
  valor: valorReais,
});
export type DetalheLinhaDre = z.infer<typeof detalheLinhaDre>;

/** A premium group of the cell's rows: a franchisor account or a store, with its value and row count. */
export const grupoDetalheDre = z.object({
  tipo: z.enum(['conta', 'empresa']),
  id: z.string(),
  nome: z.string(),
  valor: valorReais,
  quantidade: z.number().int(),
});
export type GrupoDetalheDre = z.infer<typeof grupoDetalheDre>;

/**
 * How a line that is not made of ledger rows is made (total and formula lines; manual, PDV and CMV values): the
 * lines or values it combines, with their values in the cell.
 */
export const composicaoDre = z.object({
  tipo: z.enum(['total', 'formula', 'manual', 'cmv', 'pdv']),
  /** pt-BR, e.g. 'Soma das linhas abaixo' or 'RL = RB + DED' */
  descricao: z.string(),
  formula: z.string().nullable(),
  linhas: z.array(
    z.object({ linhaId: z.string(), codigo: z.string(), nome: z.string(), valor: valorReais.nullable() }),
  ),
});
export type ComposicaoDre = z.infer<typeof composicaoDre>;

/**
 * The page of rows, the stores with rows in the cell (the company filter's options), the row count of every page
 * (`total`) and their exact sum (`soma`, the cell's value when no company filter is set). `grupos`: the premium
 * groups (null for users without them). `composicao`: set for lines not made of ledger rows (then no rows).
 */
export const detalhesLinhaDreOutput = z.object({
  detalhes: z.array(detalheLinhaDre),
  empresas: z.array(optionItem),
  page: z.number().int(),
  total: z.number().int(),
  soma: valorReais,
  grupos: z.array(grupoDetalheDre).nullable(),
  composicao: composicaoDre.nullable(),
});
export type DetalhesLinhaDreOutput = z.infer<typeof detalhesLinhaDreOutput>;

/** POST export of the line detail (spec 001 §7: the same body; paging ignored). 200: the report request queued. */
export const exportarDetalhesLinhaDreInput = detalhesLinhaDreInput;
export const exportarDetalhesLinhaDreOutput = z.object({ id: z.string(), message: z.string() });
export type ExportarDetalhesLinhaDreOutput = z.infer<typeof exportarDetalhesLinhaDreOutput>;

/**
 * POST export of 'Detalhes do mês selecionado' (issue 11 §1: through the report queue): the month detail's body.
 * 200: the report request queued.
 */
export const exportarDetalhesMesDreInput = detalhesMesDreInput;
export type ExportarDetalhesMesDreParams = z.output<typeof exportarDetalhesMesDreInput>;
export const exportarDetalhesMesDreOutput = exportarDetalhesLinhaDreOutput;
export type ExportarDetalhesMesDreOutput = z.infer<typeof exportarDetalhesMesDreOutput>;

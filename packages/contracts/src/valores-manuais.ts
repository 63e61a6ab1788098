import { z } from 'zod';
import { dreId, mesDre, valorReais } from './dre.ts';
import { joinedIds, joinedMarcas, queryFlag } from './opcoes.ts';
import { listLimits } from './text-limits.ts';
import {
  centavosDeNumero,
  TIPOS_VALOR_MANUAL,
  valoresManuaisMessages,
  type TipoValorManual,
  type OpcaoImportacaoValorManual,
} from './valores-manuais-messages.ts';

/**
 * Valores Manuais (spec 001 §2.1, §3 'Manual value', §5, §7; issue 11 §2): the search parameters, the row of the
 * list, the cell edit, the template's filter and the upload's options and result. Field names are the spec's
 * (DreId, LinhaDaDreId, Competencia, Empresas, Grupo, UsarCentroDeCustoPadrao, marcas).
 */

/** 'realizado' (default: the actual manual values) or 'orcado' (the budget, issue 11 §3). */
export const tipoValorManual = z
  .enum(TIPOS_VALOR_MANUAL, { error: valoresManuaisMessages.tipoInvalido })
  .default('realizado');

/**
 * What identifies the values of one line in one month: the kind (actual or budget), the model, its line (a manual
 * line; for the budget also an account line), the month and whether the values are the stores' default cost
 * centres' (true) or the stores' as a whole (false).
 */
const linhaEMes = {
  tipo: tipoValorManual,
  DreId: dreId,
  LinhaDaDreId: dreId,
  Competencia: mesDre,
  UsarCentroDeCustoPadrao: queryFlag(false),
};

/**
 * The search parameters (spec 001 §3): model, manual line, competence and grupo required ('Campo obrigatório'
 * on each), the grupo's stores optionally narrowed to `Empresas` (ids of the grupo) and to `marcas` ('0': all).
 */
export const valoresManuaisFiltro = z.object({
  ...linhaEMes,
  Grupo: dreId,
  Empresas: joinedIds(listLimits.empresas),
  marcas: joinedMarcas,
});
/** The filter as the screen sends it (the schema also takes the lists comma-joined). */
export interface ValoresManuaisFiltro {
  /** default 'realizado' */
  tipo?: TipoValorManual;
  DreId: string;
  LinhaDaDreId: string;
  /** 'YYYY-MM-01' */
  Competencia: string;
  Grupo: string;
  Empresas?: readonly string[];
  marcas?: readonly string[];
  UsarCentroDeCustoPadrao?: boolean;
}
export type ValoresManuaisFiltroParams = z.output<typeof valoresManuaisFiltro>;

/** One store of the list: its grupo, CNPJ / store code and the value of the month (null: none typed). */
export const valorManualItem = z.object({
  /** 1-based position in the list */
  index: z.number().int(),
  /** the stored value's id; null when the store has no value for the line and month */
  _id: z.string().nullable(),
  empresaId: z.string(),
  /** the grupo's name */
  grupo: z.string(),
  /** legal name (razão social) */
  empresaNome: z.string(),
  /** 'XX.XXX.XXX/XXXX-XX' */
  cnpj: z.string(),
  codigoLoja: z.string().nullable(),
  /** 'CNPJ / código' as the Empresa column shows it */
  empresa: z.string(),
  /** 'YYYY-MM-01' */
  competencia: z.string(),
  valor: valorReais.nullable(),
  /**
   * with UsarCentroDeCustoPadrao: the store's default cost centre, an active one when it has one (null: the store
   * has none, and cannot be edited)
   */
  centroDeCusto: z.string().nullable(),
  /**
   * false when UsarCentroDeCustoPadrao and the store has no default cost centre, or only an inactive one (then
   * `centroDeCusto` names it and `valor` is its value, read-only: an inactive cost centre takes no new value)
   */
  editavel: z.boolean(),
});
export type ValorManualItem = z.infer<typeof valorManualItem>;
export const listarValoresManuaisOutput = z.object({ valores: z.array(valorManualItem) });
export type ListarValoresManuaisOutput = z.infer<typeof listarValoresManuaisOutput>;

/**
 * A value in reais with at most 2 decimals, read exactly as centavos; null (or absent) removes the stored value.
 * More decimals, or beyond R$ 999.999.999.999,99: 400 with the reason.
 */
export const valorManualReais = z
  .number({ error: valoresManuaisMessages.valorInvalido })
  .nullable()
  .default(null)
  .transform((v, ctx) => {
    if (v === null) return null;
    const leitura = centavosDeNumero(v);
    if ('erro' in leitura) {
      ctx.addIssue({ code: 'custom', message: leitura.erro });
      return z.NEVER;
    }
    return leitura.centavos;
  });

/** POST update manual value (spec 001 §7 'row with competencia'): one store × line × month. Answers its `_id`. */
export const editarValorManualInput = z.object({
  ...linhaEMes,
  EmpresaId: dreId,
  valor: valorManualReais,
});
export interface EditarValorManualInput extends Pick<
  ValoresManuaisFiltro,
  'tipo' | 'DreId' | 'LinhaDaDreId' | 'Competencia' | 'UsarCentroDeCustoPadrao'
> {
  EmpresaId: string;
  /** reais, at most 2 decimals; null removes the value */
  valor: number | null;
}
/** null when the value was removed (or there was none to remove). */
export const editarValorManualOutput = z.object({ _id: z.string().nullable() });
export type EditarValorManualOutput = z.infer<typeof editarValorManualOutput>;

const opcaoImportacao = z.preprocess(
  (v) => (typeof v === 'string' && /^\d$/.test(v.trim()) ? Number(v) : v === '' ? undefined : v),
  z.literal([1, 2] satisfies OpcaoImportacaoValorManual[], {
    error: (issue) =>
      issue.input === undefined ? valoresManuaisMessages.required : valoresManuaisMessages.opcaoInvalida,
  }),
);

/**
 * Manual-value spreadsheet upload: the filter (which stores and which line and month), `opcao` 1 preserve / 2
 * overwrite, and `inserirValidos`: with notes, write the good rows anyway (default false: all or nothing). Sent
 * in the query string; the file goes as multipart field `file`.
 */
export const importarValoresManuaisQuery = valoresManuaisFiltro.extend({
  opcao: opcaoImportacao,
  inserirValidos: queryFlag(false),
});

/** Upload result (spec 001 §3): rows with a value read, values written, and the notes naming row and problem. */
export const resultadoImportacaoValoresManuais = z.object({
  totalRegistros: z.number().int(),
  totalInseridos: z.number().int(),
  totalNotas: z.number().int(),
  notas: z.array(z.string()),
});
export type ResultadoImportacaoValoresManuais = z.infer<typeof resultadoImportacaoValoresManuais>;

/**
 * GET manual-value lines (spec 001 §7, query modeloDre): the lines of the model that take a value of `tipo`, in
 * tree order (realizado: manual lines; orcado: account and manual lines).
 */
export const linhasValorManualQuery = z.object({ modeloDre: dreId, tipo: tipoValorManual });
export const linhaValorManual = z.object({ id: z.string(), codigo: z.string(), nome: z.string() });
export const linhasValorManualOutput = z.array(linhaValorManual);
export type LinhaValorManual = z.infer<typeof linhaValorManual>;

/** GET the stores of a grupo (the Empresas select of the filter), within the user's scope. */
export const empresasValorManualQuery = z.object({ Grupo: dreId, marcas: joinedMarcas });

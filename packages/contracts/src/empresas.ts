import { z } from 'zod';
import { listLimits, textLimits } from './text-limits.ts';
import { texto } from './text.ts';
import { cidadeCodigo, estadoRef, joinedIds, joinedList, joinedMarcas, queryFlag } from './opcoes.ts';

/** Companies screen (spec 002 §2.6, §3 Company, §7 Companies, §8 Companies, §9). */

export const EMPRESA_PAGE_SIZES = [25, 50, 75, 100] as const;
export const EMPRESA_DEFAULT_PAGE_SIZE = 25;
export const EMPRESA_MIN_PAGE_SIZE = 25;
export const EMPRESA_MAX_PAGE_SIZE = 100;
export const APELIDO_MAX_LENGTH = textLimits.apelido;
/** The largest m² the column holds (numeric(12, 2)). */
export const M2_MAX = 9_999_999_999.99;

export const empresasMessages = {
  /** notification after a 200 edit (spec 002 §8) */
  editedTitle: 'Empresa Editada',
  editedDetail: 'Apelido / M2 atualizados',
  /** the 202 answer's message: nothing changed, the nickname reverts to the one returned */
  apelidoEmUso: 'Este apelido já está em uso por outra empresa da rede',
  notFound: 'Empresa não encontrada',
  idInvalid: 'Identificador inválido',
  m2Invalid: 'M2 inválido: informe um número maior ou igual a zero, com até 2 casas decimais',
  apelidoTooLong: `O apelido pode ter no máximo ${APELIDO_MAX_LENGTH} caracteres`,
  apelidoInvalid: 'Apelido inválido',
  invalidPage: 'Página inválida',
  invalidPageSize: `Tamanho de página inválido: use de ${EMPRESA_MIN_PAGE_SIZE} a ${EMPRESA_MAX_PAGE_SIZE}`,
  invalidSort: 'Ordenação inválida',
  invalidValue: 'Valor inválido',
  clustersInvalid: 'Um ou mais clusters de empresas selecionados não existem',
  estadosInvalid: 'Um ou mais estados selecionados não existem',
  confirmExport: 'Deseja exportar as empresas filtradas?',
} as const;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const textFilter = z.preprocess(
  blankToUndefined,
  texto({ max: textLimits.filtro, required: empresasMessages.invalidValue }).optional(),
);
const textValue = texto({ max: textLimits.opcao, min: 1, required: empresasMessages.invalidValue });

export const empresaSortFields = [
  'razaoSocial',
  'nomeGrupo',
  'codigoLoja',
  'nomeFantasia',
  'nickname',
  'm2',
  'cnpj',
] as const;
export type EmpresaSortField = (typeof empresaSortFields)[number];

/**
 * The filters of the companies screen, shared by the list (query string) and the export (JSON body). Lists
 * may come joined by comma, semicolon or pipe, or as arrays. With `clusterEmpresaBool` the stores are those of
 * `clustersEmpresasIds` and `empresasIds` is ignored; otherwise `empresasIds`. Marca "0" means every marca.
 */
export const empresasFiltros = z.object({
  razaoSocial: textFilter,
  apelido: textFilter,
  nomeFantasia: textFilter,
  nomeGrupo: textFilter,
  codigoGrupo: textFilter,
  codigoLoja: textFilter,
  empresasIds: joinedIds(listLimits.empresas),
  clusterEmpresaBool: queryFlag(false),
  clustersEmpresasIds: joinedIds(listLimits.clusters),
  tipoDeEstabelecimento: joinedList(textValue, listLimits.opcoes),
  localEstabelecimento: joinedList(textValue, listLimits.opcoes),
  /** siglas ('SP') or IBGE codes (35) */
  codigoEstado: joinedList(estadoRef, listLimits.estados),
  /** IBGE municipality codes */
  codigoCidade: joinedList(cidadeCodigo, listLimits.cidades),
  marcas: joinedMarcas,
  sort: z.preprocess(
    blankToUndefined,
    z.enum(empresaSortFields, { error: empresasMessages.invalidSort }).default('razaoSocial'),
  ),
  order: z.preprocess(
    (v) => (typeof v === 'string' ? blankToUndefined(v.toLowerCase()) : blankToUndefined(v)),
    z.enum(['asc', 'desc'], { error: empresasMessages.invalidSort }).default('asc'),
  ),
});
export type EmpresasFiltrosInput = z.input<typeof empresasFiltros>;
export type EmpresasFiltros = z.output<typeof empresasFiltros>;

/** GET LISTAR_EMPRESAS: the filters plus 1-based page and pageSize 25–100 (default 25). */
export const listEmpresasQuery = empresasFiltros.extend({
  page: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: empresasMessages.invalidPage })
      .int(empresasMessages.invalidPage)
      .min(1, empresasMessages.invalidPage)
      .default(1),
  ),
  pageSize: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: empresasMessages.invalidPageSize })
      .int(empresasMessages.invalidPageSize)
      .min(EMPRESA_MIN_PAGE_SIZE, empresasMessages.invalidPageSize)
      .max(EMPRESA_MAX_PAGE_SIZE, empresasMessages.invalidPageSize)
      .default(EMPRESA_DEFAULT_PAGE_SIZE),
  ),
});
export type ListEmpresasQuery = z.input<typeof listEmpresasQuery>;
export type ListEmpresasParams = z.output<typeof listEmpresasQuery>;

export const empresaRow = z.object({
  _id: z.string(),
  razaoSocial: z.string(),
  nomeGrupo: z.string(),
  codigoLoja: z.string().nullable(),
  nomeFantasia: z.string().nullable(),
  nickname: z.string().nullable(),
  /** square metres, 2 decimals */
  m2: z.number().nullable(),
  /** 14 characters, unformatted */
  cnpj: z.string(),
});
export type EmpresaRow = z.infer<typeof empresaRow>;

export const listEmpresasOutput = z.object({
  empresas: z.array(empresaRow),
  page: z.number().int(),
  total: z.number().int(),
});
export type ListEmpresasOutput = z.infer<typeof listEmpresasOutput>;

/**
 * True when `n` has at most 2 decimal places, tolerating binary floating point relative to the value's size
 * (an absolute tolerance on n × 100 refused valid values above a billion, whose product carries more error).
 */
const twoDecimals = (n: number) => Math.abs(n - Math.round(n * 100) / 100) <= Math.abs(n) * 1e-12;

/**
 * POST EDITAR_EMPRESA. Absent fields stay as they are; an empty (or null) nickname or m² clears it. m² takes
 * a number or a numeric text with a dot or a comma ('12,5').
 */
export const editarEmpresaInput = z.object({
  empresaId: z.uuid({ error: empresasMessages.idInvalid }),
  m2: z.preprocess(
    (v) => {
      if (v === '' || v === null) return null;
      if (typeof v === 'string' && /^\s*\d+([.,]\d+)?\s*$/.test(v)) return Number(v.trim().replace(',', '.'));
      return v;
    },
    z
      .number({ error: empresasMessages.m2Invalid })
      .finite(empresasMessages.m2Invalid)
      .min(0, empresasMessages.m2Invalid)
      .max(M2_MAX, empresasMessages.m2Invalid)
      .refine(twoDecimals, empresasMessages.m2Invalid)
      .nullable()
      .optional(),
  ),
  apelido: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    texto({
      max: APELIDO_MAX_LENGTH,
      required: empresasMessages.apelidoInvalid,
      tooLong: empresasMessages.apelidoTooLong,
    })
      .nullable()
      .optional(),
  ),
});
export type EditarEmpresaInput = z.input<typeof editarEmpresaInput>;
export type EditarEmpresaData = z.output<typeof editarEmpresaInput>;

/**
 * The edit's answer. 200: saved (`message` is 'Apelido / M2 atualizados'). 202: nothing changed because the
 * nickname is used by another store of the network; `message` says so and `apelido` is the store's current
 * nickname (the screen reverts to it).
 */
export const editarEmpresaOutput = z.object({
  message: z.string(),
  apelido: z.string().nullable(),
  m2: z.number().nullable(),
});
export type EditarEmpresaOutput = z.infer<typeof editarEmpresaOutput>;

/** POST EXPORTAR_EMPRESAS: the screen's filters (paging ignored). 200: the report request was queued. */
export const exportarEmpresasInput = empresasFiltros;
export type ExportarEmpresasInput = z.input<typeof exportarEmpresasInput>;
export const exportarEmpresasOutput = z.object({ id: z.string() });
export type ExportarEmpresasOutput = z.infer<typeof exportarEmpresasOutput>;

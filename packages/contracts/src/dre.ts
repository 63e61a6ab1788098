import { z } from 'zod';
import {
  dreFiltros,
  dreMessages,
  dreToggles,
  mesDe,
  type ConfigDre,
  type RegimeDre,
  type StatusDre,
  type ToggleDre,
} from './dre-messages.ts';
import { validarConsultaDre, type OpcoesValidacaoDre } from './dre-validacao.ts';
import { matrizJson } from './matriz.ts';
import { joinedIds, joinedMarcas, queryFlag } from './opcoes.ts';
import { listLimits, listMessages } from './text-limits.ts';
import { TODAS_AS_MARCAS } from './usuarios.ts';

/**
 * The DRE query and its answer (spec 001 §3 'DRE query (sent)', §5; issue 10). Field names are the spec's. The
 * rules (required fields, 12 months, equal lengths, 36 columns, toggle conflicts) are the pure functions of
 * dre-validacao.ts and dre-regras.ts, applied here so the server answers each message on its field. The line and
 * month details are in dre-detalhes.ts.
 */

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const requiredOr = (mensagem: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? dreMessages.required : mensagem;

export const dreId = z.preprocess(blank, z.uuid({ error: requiredOr(dreMessages.idInvalido) }));

/** A month: 'YYYY-MM', or a date 'YYYY-MM-DD' of any day of it; read as 'YYYY-MM-01' (mesDe). */
export const mesDre = z.preprocess(
  blank,
  z.string({ error: requiredOr(dreMessages.mesInvalido) }).transform((v, ctx) => {
    const mes = mesDe(v);
    if (mes === null) {
      ctx.addIssue({ code: 'custom', message: dreMessages.mesInvalido });
      return z.NEVER;
    }
    return mes;
  }),
);

/** Money in reais (2 decimals, exact from the centavos: DESIGN.md §3). */
export const valorReais = z.number().describe('Reais, com 2 casas decimais');

/** A code sent as a number or as its text ('0', spec 001 §3 sends Status as a string). */
const numeroOuTexto = (v: unknown) =>
  typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : blank(v);
export const regimeDre = z.preprocess(
  numeroOuTexto,
  z.literal([1, 2] satisfies RegimeDre[], { error: dreMessages.regimeInvalido }).default(1),
);
export const statusDre = z.preprocess(
  numeroOuTexto,
  z.literal([0, 1, 2] satisfies StatusDre[], { error: dreMessages.statusInvalido }).default(0),
);

/** marcas: ids, '0' (every marca) also as the number 0; comma-joined or a list. */
const marcasDre = z.preprocess(
  (v) => (Array.isArray(v) ? v.map((x) => (x === 0 ? TODAS_AS_MARCAS : x)) : v === 0 ? TODAS_AS_MARCAS : v),
  joinedMarcas,
);

/**
 * One filter (A, or B of the horizontal analysis). Each id list is a list or comma-joined (as the spec sends
 * them), bounded, without repeats. A cluster list and its plain list are not sent together (the spec blanks the
 * plain list when a cluster is chosen). No store and no cluster: every store in the user's scope.
 */
export const filtroConsultaDre = z.object({
  nomeDoFiltro: z.enum(dreFiltros, { error: dreMessages.filtroInvalido }),
  Status: statusDre,
  dataInicio: mesDre,
  dataFim: mesDre,
  EmpresasIds: joinedIds(listLimits.empresas),
  CentroDeCustosIds: joinedIds(listLimits.centrosDeCusto),
  clustersEmpresasIds: joinedIds(listLimits.clusters),
  clustersCentroDeCustosIds: joinedIds(listLimits.clusters),
  marcas: marcasDre,
  excluirOutliers: queryFlag(false),
});
export type FiltroConsultaDre = z.output<typeof filtroConsultaDre>;

const toggles = Object.fromEntries(dreToggles.map((t) => [t, queryFlag(false)])) as Record<
  ToggleDre,
  ReturnType<typeof queryFlag>
>;

/** The export-only options (spec 001 §3): the lines of 'multiple details' and whether to add the details. */
export const filtroOpcionalExportacaoDre = z.object({
  linhasIds: joinedIds(listLimits.opcoes),
  addDetalhes: queryFlag(false),
});

type Issue = { code: 'custom'; message: string; path: (string | number)[] };
const caminho = (campo: string) => campo.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
const issue = (campo: string, message: string): Issue => ({ code: 'custom', message, path: caminho(campo) });

/** The columns the request itself says (stores or cost centres listed by id); null where the server resolves them. */
function tamanhoConhecido(filtroA: FiltroConsultaDre | undefined): OpcoesValidacaoDre {
  if (!filtroA) return {};
  const conta = (ids: string[], clusters: string[]) =>
    ids.length > 0 && clusters.length === 0 ? ids.length : null;
  return {
    lojas: conta(filtroA.EmpresasIds, filtroA.clustersEmpresasIds),
    centrosDeCusto: conta(filtroA.CentroDeCustosIds, filtroA.clustersCentroDeCustosIds),
  };
}

/**
 * The DRE query schema. `exportacao: true` is the exports' variant (next issue): the same query without the
 * 36-column rule. Where the number of columns depends on stores or cost centres the request does not list (all
 * in scope, clusters), the server checks the rule again once resolved: validarConsultaDre(query, { lojas,
 * centrosDeCusto }). The output lists filter A first. Zod runs the cross-field rules only once every field has
 * parsed, so a request with a malformed or missing field is answered with those fields' messages first; the screen
 * shows every problem at once with validarConsultaDre.
 */
export function consultaDreSchema(opcoes: { exportacao: boolean }) {
  return z
    .object({
      modeloDREId: dreId,
      tipoDeRegime: regimeDre,
      ...toggles,
      filters: z
        .array(filtroConsultaDre, { error: dreMessages.filtroAObrigatorio })
        .min(1, dreMessages.filtroAObrigatorio)
        .max(2, listMessages.max(2)),
      filtroOpcionalExportacao: filtroOpcionalExportacaoDre.optional(),
    })
    .superRefine((q, ctx) => {
      const nomes = q.filters.map((f) => f.nomeDoFiltro);
      if (!nomes.includes('A')) ctx.addIssue(issue('filters', dreMessages.filtroAObrigatorio));
      if (new Set(nomes).size < nomes.length) ctx.addIssue(issue('filters', dreMessages.filtroRepetido));
      q.filters.forEach((f, i) => {
        if (f.EmpresasIds.length > 0 && f.clustersEmpresasIds.length > 0)
          ctx.addIssue(issue(`filters.${i}.clustersEmpresasIds`, dreMessages.empresasEClusters));
        if (f.CentroDeCustosIds.length > 0 && f.clustersCentroDeCustosIds.length > 0)
          ctx.addIssue(issue(`filters.${i}.clustersCentroDeCustosIds`, dreMessages.centrosEClusters));
      });
      const filtroA = q.filters.find((f) => f.nomeDoFiltro === 'A');
      const problemas = validarConsultaDre(q, {
        ...tamanhoConhecido(filtroA),
        exportacao: opcoes.exportacao,
      });
      for (const p of problemas) ctx.addIssue(issue(p.campo, p.mensagem));
    })
    .transform((q) => ({
      ...q,
      filters: [...q.filters].sort((a, b) => a.nomeDoFiltro.localeCompare(b.nomeDoFiltro)),
    }));
}
/** POST DRE list (the screen): at most 36 columns. */
export const consultaDreInput = consultaDreSchema({ exportacao: false });
/** The exports' query: the same without the 36-column rule. */
export const exportacaoDreInput = consultaDreSchema({ exportacao: true });
/** The query as the server reads it (and as the screen may send it: lists as arrays, months 'YYYY-MM-01'). */
export type ConsultaDre = z.output<typeof consultaDreInput>;
/** The toggles of a parsed query, for the rules of dre-regras.ts. */
export const configDaConsulta = (q: ConsultaDre): ConfigDre =>
  Object.fromEntries(dreToggles.map((t) => [t, q[t]])) as ConfigDre;

// ---------- the answer ----------

export const dreTiposDeColuna = [
  'valor',
  'analise-vertical',
  'variacao',
  'diferenca',
  'media',
  'orcado',
  'diferenca-orcado',
  'variacao-orcado',
] as const;
export type TipoColunaDreJson = (typeof dreTiposDeColuna)[number];

/** What a matrix column means, so a click knows what to drill into (engine/dre/types.ts `ColunaDre`). */
export const colunaDre = z.object({
  key: z.string(),
  /**
   * valor; analise-vertical (÷ the base line); variacao ((B − A) ÷ |A|); diferenca; media (take average); with
   * 'comparar com orçado': orcado (the budget of the period), diferenca-orcado (Realizado − Orçado) and
   * variacao-orcado ((R − O) ÷ |O|)
   */
  tipo: z.enum(dreTiposDeColuna),
  /** the filter the column reads; null for columns comparing A and B */
  filtro: z.enum(dreFiltros).nullable(),
  /** 'YYYY-MM-01'; null for a column over the whole period (total, store view, média, cost centre) */
  mes: z.string().nullable(),
  /** store view: the store */
  empresaId: z.string().nullable(),
  /** per-cost-centre columns: the cost centre (id null: entries without one) */
  centroDeCusto: z.object({ id: z.string().nullable() }).nullable(),
  /** store view: the store has no entries at all in the period ("sem dados", not zero) */
  semDados: z.boolean(),
  /** média column: how many stores with data it used */
  lojasUsadas: z.number().int().nullable(),
});
export type ColunaDreJson = z.infer<typeof colunaDre>;

export const dreTiposDeLinha = ['conta', 'total', 'formula', 'manual', 'cmv', 'pdv'] as const;
export type TipoLinhaDreJson = (typeof dreTiposDeLinha)[number];
/** What a row drills into (engine/dre/types.ts `ReferenciaLinhaDre`; spec 001 §3 'DRE tree row'). */
export const referenciaLinhaDre = z.object({
  linhaId: z.string(),
  tipo: z.enum(dreTiposDeLinha),
  /** rows of a franchisor account under an account line; null on the line itself */
  contaFranqueadorId: z.string().nullable(),
  tipoDeValorDePdv: z.string().nullable(),
});
export type ReferenciaLinhaDreJson = z.infer<typeof referenciaLinhaDre>;

/**
 * POST DRE list answer: the matrix (rows = the model's lines with the franchisor accounts under account lines),
 * sparse — a row's `cells` hold only the cells with a value (or an error); a column key left out is "no data"
 * (null, distinct from a zero, which is written) —, what each column and each row (by matrix row id) means, and the money of the period on accounts without an
 * approved De-Para (issue 10 §1: never silently lost), in total and by grupo (the screen links each to its
 * pending De-Para).
 */
export const dreResultado = z.object({
  matriz: matrizJson,
  colunas: z.array(colunaDre),
  referencias: z.record(z.string(), referenciaLinhaDre),
  naoMapeado: z.object({
    valor: valorReais,
    porGrupo: z.array(z.object({ grupoId: z.string(), grupoNome: z.string(), valor: valorReais })),
  }),
  /**
   * The user's rule limits cost centres and the model has PDV, CMV or manual lines: the values of a store as a
   * whole are left out of them (only manual values typed for the user's cost centres count).
   */
  valoresDaLojaOcultos: z.boolean(),
});
export type DreResultado = z.infer<typeof dreResultado>;

// ---------- options ----------

/** GET DRE models: the cliente's models, the default one flagged. */
export const modeloDreOpcao = z.object({ id: z.string(), nome: z.string(), padrao: z.boolean() });
export const modelosDreOutput = z.array(modeloDreOpcao);
export type ModeloDreOpcao = z.infer<typeof modeloDreOpcao>;

/** GET DRE lines of a model (spec 001 §7 'GET DRE all lines', query modeloDre): flat, in tree order. */
export const linhasDreQuery = z.object({ modeloDre: dreId });
export const linhaDreOpcao = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  codigo: z.string(),
  nome: z.string(),
  tipo: z.enum(dreTiposDeLinha),
  /** 0 for the top lines */
  nivel: z.number().int(),
});
export const linhasDreOutput = z.array(linhaDreOpcao);
export type LinhaDreOpcao = z.infer<typeof linhaDreOpcao>;

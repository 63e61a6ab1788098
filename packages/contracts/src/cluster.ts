import { z } from 'zod';
import { limitedList } from './opcoes.ts';
import { listLimits, textLimits } from './text-limits.ts';
import { texto, textoFiltro } from './text.ts';

/** Clusters (spec 002 §2.7, §3): the filters of a dynamic cluster and the rule that evaluates them. */

export const clusterMessages = {
  nomeRequired: 'Nome é um campo obrigatório!',
  descricaoRequired: 'Descrição é um campo obrigatório!',
  allRequired: 'Por favor, preencha todos os campos obrigatórios',
  created: 'Cluster criado com sucesso',
  updated: 'Cluster editado com sucesso',
  deleted: 'Cluster deletado com sucesso !',
  confirmDelete: 'Tem certeza que deseja deletar esse registro ?',
  noPermission: 'Não possui permissões.',
  loadEmpresasFailed: 'Ocorreu algum erro ao carregarmos as empresas',
  reportQueued: 'Sua solicitação de relatório foi enviada',
  notFound: 'Cluster não encontrado',
  nameInUse: 'Já existe um cluster com este nome',
  tipoInvalid: 'Tipo de cluster inválido',
  alvoInvalid: 'Alvo do cluster inválido',
  dynamicPremium: 'Clusters dinâmicos são exclusivos do plano Premium',
  empresasInvalid: 'Uma ou mais empresas selecionadas não existem',
  marcasInvalid: 'Uma ou mais marcas selecionadas não existem',
  gruposInvalid: 'Um ou mais grupos selecionados não existem',
  centrosInvalid: 'Um ou mais centros de custo selecionados não existem',
  outliersNotMembers: 'As empresas outliers devem fazer parte do cluster',
  invalidPage: 'Página inválida',
  invalidPageSize: 'Tamanho de página inválido: use 5, 10, 25, 50, 75, 100',
  invalidEmpresasPageSize: 'Tamanho de página inválido: use 5, 6, 10, 25, 50, 75, 100',
  invalidValue: 'Valor inválido',
  /** delete refused while access rules name the cluster (names quoted) */
  usedByRules: (regras: readonly string[]) =>
    regras.length === 1
      ? `Este cluster não pode ser deletado: a regra de acesso "${regras[0]}" o utiliza. Remova-o da regra antes.`
      : `Este cluster não pode ser deletado: as regras de acesso ${regras.map((r) => `"${r}"`).join(', ')} o utilizam. Remova-o das regras antes.`,
  filtrosInvalid: 'Filtros do cluster inválidos',
  idInvalid: 'Identificador inválido',
  ufInvalid: 'Estado inválido: use a sigla de 2 letras',
  cidadeInvalid: 'Cidade inválida: use o código IBGE de 7 dígitos',
  m2Invalid: 'Metragem inválida',
  m2Range: 'A metragem mínima não pode ser maior que a máxima',
} as const;

const ids = (max: number) => limitedList(z.uuid({ error: clusterMessages.idInvalid }), max).default([]);
const texts = (max: number) =>
  limitedList(
    texto({ max: textLimits.opcao, min: 1, required: clusterMessages.filtrosInvalid }),
    max,
  ).default([]);
/** A state's sigla ('sp' is read as 'SP'). */
const uf = texto({ max: textLimits.opcao })
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, clusterMessages.ufInvalid);
/** A municipality's IBGE code (7 digits). */
const cidade = z.coerce
  .number({ error: clusterMessages.cidadeInvalid })
  .int(clusterMessages.cidadeInvalid)
  .min(1_000_000, clusterMessages.cidadeInvalid)
  .max(9_999_999, clusterMessages.cidadeInvalid);
const m2 = z
  .number({ error: clusterMessages.m2Invalid })
  .finite()
  .min(0, clusterMessages.m2Invalid)
  .nullish();

/**
 * Filters of a dynamic cluster, evaluated over the store's columns whenever the cluster is used. Field names
 * are the spec's; every list holds option values: marca, grupo and store ids (the selects' ids), establishment
 * types, places and regions as shown, states as UF and cities as IBGE codes. A store matches when it meets
 * every filter given; an empty list (or an absent bound) does not filter, so no filters at all is every store.
 * A store whose column is empty never matches a filter on that column.
 */
export const clusterFiltros = z
  .object(
    {
      /** marca ids */
      marca: ids(listLimits.marcas),
      /** grupo ids */
      codigoGrupo: ids(listLimits.grupos),
      /** store ids */
      codigoLoja: ids(listLimits.empresas),
      tipoDeEstabelecimento: texts(listLimits.opcoes),
      localEstabelecimento: texts(listLimits.opcoes),
      regiaoBrasil: texts(listLimits.regioes),
      /** UF, e.g. "SP" */
      codigoEstado: limitedList(uf, listLimits.estados).default([]),
      /** IBGE municipality codes (7 digits) */
      codigoCidade: limitedList(cidade, listLimits.cidades).default([]),
      /** m² bounds, inclusive */
      m2Min: m2,
      m2Max: m2,
      /** true: active stores only; false: inactive stores only; absent: both */
      ativos: z.boolean({ error: clusterMessages.filtrosInvalid }).nullish(),
    },
    { error: clusterMessages.filtrosInvalid },
  )
  .refine((f) => f.m2Min == null || f.m2Max == null || f.m2Min <= f.m2Max, {
    message: clusterMessages.m2Range,
    path: ['m2Min'],
  });
export type ClusterFiltrosInput = z.input<typeof clusterFiltros>;
export type ClusterFiltros = z.output<typeof clusterFiltros>;

/** The store columns a dynamic cluster looks at. */
export interface EmpresaAtributos {
  id: string;
  marcaId: string;
  grupoId: string;
  tipoEstabelecimento: string | null;
  localEstabelecimento: string | null;
  regiao: string | null;
  uf: string | null;
  codigoIbgeCidade: number | null;
  m2: number | null;
  ativo: boolean;
}

const passes = <T>(allowed: readonly T[], value: T | null) =>
  allowed.length === 0 || (value !== null && allowed.includes(value));

/** True when the store meets every filter of the (parsed) dynamic cluster. */
export function matchesClusterFiltros(f: ClusterFiltros, e: EmpresaAtributos): boolean {
  return (
    passes(f.marca, e.marcaId) &&
    passes(f.codigoGrupo, e.grupoId) &&
    passes(f.codigoLoja, e.id) &&
    passes(f.tipoDeEstabelecimento, e.tipoEstabelecimento) &&
    passes(f.localEstabelecimento, e.localEstabelecimento) &&
    passes(f.regiaoBrasil, e.regiao) &&
    passes(f.codigoEstado, e.uf) &&
    passes(f.codigoCidade, e.codigoIbgeCidade) &&
    (f.m2Min == null || (e.m2 !== null && e.m2 >= f.m2Min)) &&
    (f.m2Max == null || (e.m2 !== null && e.m2 <= f.m2Max)) &&
    (f.ativos == null || e.ativo === f.ativos)
  );
}

/** The filters stored with a cluster, or null when they are not valid (such a cluster matches no store). */
export function parseClusterFiltros(raw: unknown): ClusterFiltros | null {
  const parsed = clusterFiltros.safeParse(raw ?? {});
  return parsed.success ? parsed.data : null;
}

// ---------- the cluster screen (spec 002 §2.7, §3, §5, §7, §9) ----------

export const CLUSTER_PAGE_SIZES = [5, 10, 25, 50, 75, 100] as const;
export const CLUSTER_DEFAULT_PAGE_SIZE = 25;
/** The company selection of the cluster modal pages by 6 (spec 002 §9: 'internal paging of 6'). */
export const CLUSTER_PICKER_PAGE_SIZE = 6;
/** The cluster company list (GET listar-empresas) serves the companies modal and the modal's picker. */
export const CLUSTER_EMPRESAS_PAGE_SIZES = [5, CLUSTER_PICKER_PAGE_SIZE, 10, 25, 50, 75, 100] as const;
/** tipoDeCluster of the spec: 1 static (default), 2 dynamic (premium). */
export const TIPO_CLUSTER_ESTATICO = 1;
export const TIPO_CLUSTER_DINAMICO = 2;
export const tipoDeClusterValues = [TIPO_CLUSTER_ESTATICO, TIPO_CLUSTER_DINAMICO] as const;
export type TipoDeCluster = (typeof tipoDeClusterValues)[number];
export const tipoDeClusterLabels: Record<TipoDeCluster, string> = { 1: 'Estático', 2: 'Dinâmico' };
export const clusterAlvos = ['empresa', 'centro_de_custo'] as const;
export type ClusterAlvo = (typeof clusterAlvos)[number];
export const clusterAlvoLabels: Record<ClusterAlvo, string> = {
  empresa: 'Empresas',
  centro_de_custo: 'Centros de custo',
};
/** Columns of the cluster model spreadsheet (the layout a bulk cluster upload reads, in this order). */
export const clusterModeloColumns = [
  'Nome do cluster',
  'Descrição',
  'CNPJ da loja',
  'Código da loja',
] as const;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const clusterId = z.uuid({ error: clusterMessages.idInvalid });
const idList = (max: number) =>
  limitedList(clusterId, max, { error: clusterMessages.invalidValue }).default([]);

const clusterPageQuery = (
  sizes: readonly number[] = CLUSTER_PAGE_SIZES,
  sizeMessage: string = clusterMessages.invalidPageSize,
) => ({
  page: z.preprocess(
    blank,
    z.coerce
      .number({ error: clusterMessages.invalidPage })
      .int()
      .min(1, clusterMessages.invalidPage)
      .default(1),
  ),
  pageSize: z.preprocess(
    blank,
    z.coerce
      .number({ error: sizeMessage })
      .refine((n) => sizes.includes(n), sizeMessage)
      .default(CLUSTER_DEFAULT_PAGE_SIZE),
  ),
});
const nomeFilter = textoFiltro();

export const listClustersQuery = z.object({ ...clusterPageQuery(), nome: nomeFilter });
export type ListClustersQuery = z.input<typeof listClustersQuery>;
export type ListClustersParams = z.output<typeof listClustersQuery>;

export const clusterRow = z.object({
  _id: z.string(),
  nome: z.string(),
  descricao: z.string(),
  tipoDeCluster: z.union([z.literal(1), z.literal(2)]),
  alvo: z.enum(clusterAlvos),
  ativo: z.boolean(),
  outliers: z.boolean(),
});
export type ClusterRow = z.infer<typeof clusterRow>;

export const listClustersOutput = z.object({
  clusters: z.array(clusterRow),
  page: z.number().int(),
  total: z.number().int(),
});
export type ListClustersOutput = z.infer<typeof listClustersOutput>;

export const clusterIdQuery = z.object({ id: clusterId });

const clusterFields = {
  nome: texto({ max: textLimits.nome, min: 1, required: clusterMessages.nomeRequired }),
  descricao: texto({
    max: textLimits.descricao,
    min: 1,
    multiline: true,
    required: clusterMessages.descricaoRequired,
  }),
  tipoDeCluster: z
    .union([z.literal(1), z.literal(2)], { error: clusterMessages.tipoInvalid })
    .default(TIPO_CLUSTER_ESTATICO),
  alvo: z.enum(clusterAlvos, { error: clusterMessages.alvoInvalid }).default('empresa'),
  ativo: z.boolean({ error: clusterMessages.invalidValue }).default(true),
  /** the cluster marks outlier stores (left out of averages and quartiles) */
  outliers: z.boolean({ error: clusterMessages.invalidValue }).default(false),
  /** dynamic clusters only: the filters evaluated when the cluster is used */
  filtros: clusterFiltros.prefault({}),
  /** static store clusters: the member store ids */
  empresas: idList(listLimits.empresas),
  /** stores of the cluster marked as outliers (kept only with the outliers flag) */
  empresasOutliers: idList(listLimits.empresas),
  /** static cost-centre clusters: the member cost-centre ids */
  centrosDeCusto: idList(listLimits.centrosDeCusto),
};

export const createClusterInput = z.object(clusterFields);
export type CreateClusterInput = z.input<typeof createClusterInput>;
export type CreateClusterData = z.output<typeof createClusterInput>;
export const updateClusterInput = z.object({ _id: clusterId, ...clusterFields });
export type UpdateClusterInput = z.input<typeof updateClusterInput>;
export type UpdateClusterData = z.output<typeof updateClusterInput>;

export const clusterOutput = clusterRow.extend({
  filtros: z.object({
    marca: z.array(z.string()),
    codigoGrupo: z.array(z.string()),
    codigoLoja: z.array(z.string()),
    tipoDeEstabelecimento: z.array(z.string()),
    localEstabelecimento: z.array(z.string()),
    regiaoBrasil: z.array(z.string()),
    codigoEstado: z.array(z.string()),
    codigoCidade: z.array(z.number()),
    /** m² bounds and the active-stores filter (set through the API; the form keeps them when saving) */
    m2Min: z.number().nullable(),
    m2Max: z.number().nullable(),
    ativos: z.boolean().nullable(),
  }),
  empresas: z.array(z.string()),
  empresasOutliers: z.array(z.string()),
  centrosDeCusto: z.array(z.string()),
});
export type ClusterOutput = z.infer<typeof clusterOutput>;

/** "a,b;c" (the selects join with commas or semicolons, spec 002 §7) → ["a", "b", "c"]; at most `max` items. */
const csv = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(
    (v) =>
      Array.isArray(v)
        ? v
        : typeof v === 'string'
          ? v
              .split(/[,;]/)
              .map((s) => s.trim())
              .filter(Boolean)
          : v === undefined || v === null
            ? []
            : v,
    limitedList(item, max),
  );

/**
 * GET cluster company list: with ClusterId, the stores the cluster has now (static: its members; dynamic: its
 * filters evaluated now), narrowed by the filters given; without it, the stores the filters match — what a
 * dynamic definition being edited would have, and the candidates of a static one. Always within the scope.
 */
export const listClusterEmpresasQuery = z.object({
  ...clusterPageQuery(CLUSTER_EMPRESAS_PAGE_SIZES, clusterMessages.invalidEmpresasPageSize),
  nome: nomeFilter,
  ClusterId: z.preprocess(blank, clusterId.optional()),
  /** centro_de_custo: each store lists its cost centres (the cluster's, for a cost-centre cluster) */
  alvo: z.preprocess(blank, z.enum(clusterAlvos, { error: clusterMessages.alvoInvalid }).optional()),
  marca: csv(clusterId, listLimits.marcas),
  codigoGrupo: csv(clusterId, listLimits.grupos),
  codigoLoja: csv(clusterId, listLimits.empresas),
  tipoDeEstabelecimento: csv(texto({ max: textLimits.opcao }), listLimits.opcoes),
  localEstabelecimento: csv(texto({ max: textLimits.opcao }), listLimits.opcoes),
  regiaoBrasil: csv(texto({ max: textLimits.opcao }), listLimits.regioes),
  codigoEstado: csv(uf, listLimits.estados),
  codigoCidade: csv(cidade, listLimits.cidades),
});
export type ListClusterEmpresasQuery = z.input<typeof listClusterEmpresasQuery>;
export type ListClusterEmpresasParams = z.output<typeof listClusterEmpresasQuery>;

export const clusterEmpresaRow = z.object({
  _id: z.string(),
  razaoSocial: z.string(),
  nomeFantasia: z.string().nullable(),
  apelido: z.string().nullable(),
  cnpj: z.string(),
  codigoLoja: z.string().nullable(),
  nomeGrupo: z.string(),
  nomeMarca: z.string(),
  tipoDeEstabelecimento: z.string().nullable(),
  localEstabelecimento: z.string().nullable(),
  uf: z.string().nullable(),
  cidade: z.string().nullable(),
  ativo: z.boolean(),
  /** marked as an outlier of the cluster (ClusterId given) */
  outlier: z.boolean(),
  centrosDeCusto: z.array(z.object({ _id: z.string(), codigo: z.string(), nome: z.string() })),
});
export type ClusterEmpresaRow = z.infer<typeof clusterEmpresaRow>;

export const listClusterEmpresasOutput = z.object({
  empresas: z.array(clusterEmpresaRow),
  page: z.number().int(),
  total: z.number().int(),
});
export type ListClusterEmpresasOutput = z.infer<typeof listClusterEmpresasOutput>;

/** GET the cluster reports (list and model spreadsheet): the list's name filter. */
export const clusterReportQuery = z.object({ nome: texto({ max: textLimits.filtro }).optional() });
export type ClusterReportQuery = z.infer<typeof clusterReportQuery>;

/** Answer of the report calls: the queued request. */
export const clusterReportQueuedOutput = z.object({ id: z.string(), message: z.string() });
export type ClusterReportQueuedOutput = z.infer<typeof clusterReportQueuedOutput>;

/** Answer of create and edit: the message shown and the cluster's id. */
export const saveClusterOutput = z.object({ message: z.string(), _id: z.string() });
export type SaveClusterOutput = z.infer<typeof saveClusterOutput>;

import {
  TIPO_CLUSTER_DINAMICO,
  TIPO_CLUSTER_ESTATICO,
  type ClusterAlvo,
  type ClusterOutput,
  type CreateClusterInput,
  type OptionNode,
  type TipoDeCluster,
} from '@matriz/contracts';

import type { ClusterEmpresasParams } from '../api/get-cluster-empresas.ts';

/** The fields of the dynamic filters (spec 002 §2.7), in the form's order. */
export const filtroFields = [
  'marca',
  'tipoDeEstabelecimento',
  'localEstabelecimento',
  'codigoGrupo',
  'codigoLoja',
  'regiaoBrasil',
  'codigoEstado',
  'codigoCidade',
] as const;
export type FiltroField = (typeof filtroFields)[number];

export type ClusterFormValues = {
  nome: string;
  descricao: string;
  tipoDeCluster: TipoDeCluster;
  alvo: ClusterAlvo;
  ativo: boolean;
  outliers: boolean;
  /** cascader paths [store, cost centre] */
  centrosDeCusto: string[][];
} & Record<FiltroField, string[]> &
  KeptFiltros;

/**
 * Filters of a dynamic cluster that the form does not show (m² bounds and the active-stores filter, set through
 * the API): kept from the saved cluster and sent back as they were, so editing never drops them.
 */
export type KeptFiltros = Partial<Pick<ClusterOutput['filtros'], 'm2Min' | 'm2Max' | 'ativos'>>;

/** The kept filters of a cluster's form values. */
export const keptFiltrosOf = (v: KeptFiltros): KeptFiltros => ({
  m2Min: v.m2Min ?? null,
  m2Max: v.m2Max ?? null,
  ativos: v.ativos ?? null,
});

/** A new cluster: type 1 (static), active (spec 002 §9). */
export const emptyClusterForm: ClusterFormValues = {
  nome: '',
  descricao: '',
  tipoDeCluster: TIPO_CLUSTER_ESTATICO,
  alvo: 'empresa',
  ativo: true,
  outliers: false,
  centrosDeCusto: [],
  marca: [],
  tipoDeEstabelecimento: [],
  localEstabelecimento: [],
  codigoGrupo: [],
  codigoLoja: [],
  regiaoBrasil: [],
  codigoEstado: [],
  codigoCidade: [],
};

/** Marca "0" (every marca) is no filter. */
const marcasOf = (marcas: readonly string[] | undefined) => (marcas ?? []).filter((m) => m !== '0');

/** The company-list filters of the form (a dynamic definition, or the candidates of a static one). */
export function filtersOf(v: Partial<ClusterFormValues>): Omit<ClusterEmpresasParams, 'page' | 'pageSize'> {
  return {
    alvo: v.alvo,
    marca: marcasOf(v.marca),
    tipoDeEstabelecimento: v.tipoDeEstabelecimento ?? [],
    localEstabelecimento: v.localEstabelecimento ?? [],
    codigoGrupo: v.codigoGrupo ?? [],
    codigoLoja: v.codigoLoja ?? [],
    regiaoBrasil: v.regiaoBrasil ?? [],
    codigoEstado: v.codigoEstado ?? [],
    codigoCidade: v.codigoCidade ?? [],
  };
}

/**
 * The body of create/edit. A dynamic cluster sends its filters and no members; a static one its stores (or cost
 * centres) and no filters; outliers only with the outliers flag.
 */
export function toClusterInput(
  v: ClusterFormValues,
  empresas: readonly string[],
  outliers: readonly string[],
): CreateClusterInput {
  const dinamico = v.tipoDeCluster === TIPO_CLUSTER_DINAMICO;
  const f = filtersOf(v);
  return {
    nome: v.nome,
    descricao: v.descricao,
    tipoDeCluster: v.tipoDeCluster,
    alvo: v.alvo,
    ativo: v.ativo,
    outliers: v.outliers,
    filtros: dinamico
      ? {
          marca: [...(f.marca ?? [])],
          tipoDeEstabelecimento: [...(f.tipoDeEstabelecimento ?? [])],
          localEstabelecimento: [...(f.localEstabelecimento ?? [])],
          codigoGrupo: [...(f.codigoGrupo ?? [])],
          codigoLoja: [...(f.codigoLoja ?? [])],
          regiaoBrasil: [...(f.regiaoBrasil ?? [])],
          codigoEstado: [...(f.codigoEstado ?? [])],
          codigoCidade: (f.codigoCidade ?? []).map(Number),
          ...Object.fromEntries(Object.entries(keptFiltrosOf(v)).filter(([, value]) => value !== null)),
        }
      : {},
    empresas: !dinamico && v.alvo === 'empresa' ? [...empresas] : [],
    centrosDeCusto:
      !dinamico && v.alvo === 'centro_de_custo'
        ? v.centrosDeCusto.map((path) => path[path.length - 1]).filter((id): id is string => !!id)
        : [],
    empresasOutliers: v.outliers ? [...outliers] : [],
  };
}

/** The form values of a saved cluster; cost centres become cascader paths through the option tree. */
export function fromCluster(c: ClusterOutput, tree: readonly OptionNode[] = []): ClusterFormValues {
  const storeOf = new Map(tree.flatMap((s) => (s.children ?? []).map((cc) => [cc.id, s.id] as const)));
  return {
    nome: c.nome,
    descricao: c.descricao,
    tipoDeCluster: c.tipoDeCluster,
    alvo: c.alvo,
    ativo: c.ativo,
    outliers: c.outliers,
    centrosDeCusto: c.centrosDeCusto.map((id) => {
      const store = storeOf.get(id);
      return store ? [store, id] : [id];
    }),
    ...c.filtros,
    codigoCidade: c.filtros.codigoCidade.map(String),
  };
}

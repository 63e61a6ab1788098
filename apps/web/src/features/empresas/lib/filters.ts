import type { EmpresaSortField, ExportarEmpresasInput } from '@matriz/contracts';

import type { ServerSort } from '../../../components/server-table/server-sort.ts';

/** The values of the companies filter card (spec 002 §2.6). */
export interface EmpresaFilterValues {
  marcas: string[];
  /** on: the stores of the chosen clusters; off: the chosen stores (by razão social) */
  clusterEmpresaBool: boolean;
  empresasIds: string[];
  clustersEmpresasIds: string[];
  apelido: string;
  nomeFantasia: string;
  nomeGrupo: string;
  codigoGrupo: string;
  codigoLoja: string;
  tipoDeEstabelecimento: string[];
  localEstabelecimento: string[];
  /** siglas */
  codigoEstado: string[];
  /** IBGE codes */
  codigoCidade: string[];
}

export const emptyEmpresaFilters: EmpresaFilterValues = {
  marcas: [],
  clusterEmpresaBool: false,
  empresasIds: [],
  clustersEmpresasIds: [],
  apelido: '',
  nomeFantasia: '',
  nomeGrupo: '',
  codigoGrupo: '',
  codigoLoja: '',
  tipoDeEstabelecimento: [],
  localEstabelecimento: [],
  codigoEstado: [],
  codigoCidade: [],
};

/** The list's query string (the contract's listEmpresasQuery reads it). */
export type EmpresasListQuery = Record<string, string | number | boolean | undefined>;

export type EmpresaSort = ServerSort<EmpresaSortField>;

const withoutUndefined = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

const textKeys = ['apelido', 'nomeFantasia', 'nomeGrupo', 'codigoGrupo', 'codigoLoja'] as const;

const text = (value: string | undefined) => value?.trim() || undefined;
const joined = (values: readonly string[] | undefined, joiner: ',' | ';') =>
  values?.length ? values.join(joiner) : undefined;

/**
 * GET LISTAR_EMPRESAS (spec 002 §7): blank filters left out; clustersEmpresasIds, empresasIds,
 * tipoDeEstabelecimento and localEstabelecimento comma-joined; codigoEstado, codigoCidade and marcas
 * semicolon-joined.
 */
export function toListQuery(
  f: EmpresaFilterValues,
  sort: EmpresaSort,
  page: number,
  pageSize: number,
): EmpresasListQuery {
  const query: EmpresasListQuery = {
    page,
    pageSize,
    marcas: joined(f.marcas, ';'),
    // only the list the toggle shows is sent
    clusterEmpresaBool: f.clusterEmpresaBool || undefined,
    clustersEmpresasIds: f.clusterEmpresaBool ? joined(f.clustersEmpresasIds, ',') : undefined,
    empresasIds: f.clusterEmpresaBool ? undefined : joined(f.empresasIds, ','),
    tipoDeEstabelecimento: joined(f.tipoDeEstabelecimento, ','),
    localEstabelecimento: joined(f.localEstabelecimento, ','),
    codigoEstado: joined(f.codigoEstado, ';'),
    codigoCidade: joined(f.codigoCidade, ';'),
    sort: sort.sort,
    order: sort.order,
  };
  for (const key of textKeys) query[key] = text(f[key]);
  return withoutUndefined(query);
}

/** POST EXPORTAR_EMPRESAS: the same filters and order as the list, lists as JSON arrays, no paging. */
export function toExportBody(f: EmpresaFilterValues, sort: EmpresaSort): ExportarEmpresasInput {
  const list = (values: readonly string[]) => (values.length ? [...values] : undefined);
  const body: ExportarEmpresasInput = {
    marcas: list(f.marcas),
    clusterEmpresaBool: f.clusterEmpresaBool || undefined,
    clustersEmpresasIds: f.clusterEmpresaBool ? list(f.clustersEmpresasIds) : undefined,
    empresasIds: f.clusterEmpresaBool ? undefined : list(f.empresasIds),
    tipoDeEstabelecimento: list(f.tipoDeEstabelecimento),
    localEstabelecimento: list(f.localEstabelecimento),
    codigoEstado: list(f.codigoEstado),
    codigoCidade: list(f.codigoCidade),
    sort: sort.sort,
    order: sort.order,
  };
  for (const key of textKeys) body[key] = text(f[key]);
  return withoutUndefined(body);
}

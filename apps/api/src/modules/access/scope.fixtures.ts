import type { EmpresaAtributos } from '@matriz/contracts';
import fc from 'fast-check';
import { v7 as uuidv7 } from 'uuid';
import type { ScopeRule } from './scope.ts';

/**
 * Generated networks and rules for the scope property tests: small (a handful of stores), drawn from few
 * attribute values so that filters and lists overlap often. Items refer to each other by index; `materialize`
 * gives them uuids.
 */

/** A cluster as plain data. */
export interface ClusterDefinicao {
  id: string;
  tipo: 'estatico' | 'dinamico';
  alvo: 'empresa' | 'centro_de_custo';
  ativo: boolean;
  /** stored filters of a dynamic cluster (validated when evaluated) */
  filtros: unknown;
  /** members of a static cluster */
  empresaIds: readonly string[];
  centroDeCustoIds: readonly string[];
}

/** A tenant's network as plain data: what the generators build and the reference evaluates a rule over. */
export interface ScopeNetwork {
  marcaIds: readonly string[];
  grupoIds: readonly string[];
  empresas: readonly EmpresaAtributos[];
  centrosDeCusto: readonly { id: string; empresaId: string }[];
  clusters: readonly ClusterDefinicao[];
}

const TIPOS = ['Shopping', 'Loja de rua', 'Quiosque'] as const;
const LOCAIS = ['Capital', 'Interior'] as const;
const REGIOES = ['Sudeste', 'Sul', 'Nordeste'] as const;
const UFS = ['SP', 'RJ', 'PR'] as const;
const CIDADES = [3550308, 3304557, 4106902] as const;
/** few m² values, so that bounds often fall exactly on a store's area */
const AREAS = [40, 80, 120, 200] as const;

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null, freq: 4 });
const indices = (max = 6) => fc.array(fc.nat(9), { maxLength: max });
const subset = <T>(values: readonly T[]) => fc.subarray([...values]);

export interface GenFiltros {
  marca: number[];
  codigoGrupo: number[];
  codigoLoja: number[];
  tipoDeEstabelecimento: string[];
  localEstabelecimento: string[];
  regiaoBrasil: string[];
  codigoEstado: string[];
  codigoCidade: number[];
  m2Min: number | null;
  m2Max: number | null;
  ativos: boolean | null;
}

/** A filter left empty most of the time: a dynamic cluster should match some stores, not almost none. */
const sparse = <T>(arb: fc.Arbitrary<T>, empty: T, emptyWeight = 3) =>
  fc.oneof({ weight: emptyWeight, arbitrary: fc.constant(empty) }, { weight: 1, arbitrary: arb });

const genFiltros: fc.Arbitrary<GenFiltros> = fc
  .record({
    marca: sparse(indices(2), []),
    codigoGrupo: sparse(indices(2), []),
    codigoLoja: sparse(indices(3), []),
    tipoDeEstabelecimento: sparse(subset(TIPOS), []),
    localEstabelecimento: sparse(subset(LOCAIS), []),
    regiaoBrasil: sparse(subset(REGIOES), []),
    codigoEstado: sparse(subset(UFS), []),
    codigoCidade: sparse(subset(CIDADES), []),
    m2Min: sparse(fc.constantFrom<number | null>(...AREAS, 60), null, 1),
    m2Max: sparse(fc.constantFrom<number | null>(...AREAS, 60), null, 1),
    ativos: sparse(fc.boolean() as fc.Arbitrary<boolean | null>, null),
  })
  .map((f) =>
    // valid filters keep min ≤ max (the other way round is one of the invalid cases below)
    f.m2Min !== null && f.m2Max !== null && f.m2Min > f.m2Max ? { ...f, m2Min: f.m2Max, m2Max: f.m2Min } : f,
  );

/** Filters no schema accepts: such a dynamic cluster must match no store. */
const invalidFiltros = fc.constantFrom<unknown>(
  { marca: 'não é lista' },
  { codigoCidade: ['abc'] },
  { codigoEstado: ['São Paulo'] },
  { m2Min: 200, m2Max: 10 },
  { ativos: 'sim' },
  [],
);

export interface GenNetwork {
  marcas: number;
  grupos: number;
  empresas: {
    marca: number;
    grupo: number;
    tipo: string | null;
    local: string | null;
    regiao: string | null;
    uf: string | null;
    cidade: number | null;
    m2: number | null;
    ativo: boolean;
  }[];
  centros: { empresa: number }[];
  clusters: {
    tipo: 'estatico' | 'dinamico';
    alvo: 'empresa' | 'centro_de_custo';
    ativo: boolean;
    members: number[];
    filtros: { valid: true; f: GenFiltros } | { valid: false; raw: unknown };
  }[];
}

export const genNetwork: fc.Arbitrary<GenNetwork> = fc.record({
  marcas: fc.integer({ min: 1, max: 3 }),
  grupos: fc.integer({ min: 1, max: 3 }),
  empresas: fc.array(
    fc.record({
      marca: fc.nat(2),
      grupo: fc.nat(2),
      tipo: maybe(fc.constantFrom(...TIPOS)),
      local: maybe(fc.constantFrom(...LOCAIS)),
      regiao: maybe(fc.constantFrom(...REGIOES)),
      uf: maybe(fc.constantFrom(...UFS)),
      cidade: maybe(fc.constantFrom(...CIDADES)),
      m2: maybe(fc.constantFrom(...AREAS)),
      ativo: fc.nat(3).map((n) => n > 0),
    }),
    { maxLength: 7 },
  ),
  centros: fc.array(fc.record({ empresa: fc.nat(9) }), { maxLength: 8 }),
  clusters: fc.array(
    fc.record({
      tipo: fc.constantFrom('estatico' as const, 'dinamico' as const),
      alvo: fc.constantFrom('empresa' as const, 'centro_de_custo' as const),
      ativo: fc.nat(3).map((n) => n > 0),
      members: indices(4),
      filtros: fc.oneof(
        { weight: 5, arbitrary: genFiltros.map((f) => ({ valid: true as const, f })) },
        { weight: 1, arbitrary: invalidFiltros.map((raw) => ({ valid: false as const, raw })) },
      ),
    }),
    { maxLength: 4 },
  ),
});

export interface GenRule {
  administrador: boolean;
  todasAsMarcas: boolean;
  marcas: number[];
  grupos: number[];
  empresas: number[];
  clusterEmpresaBool: boolean;
  clustersEmpresa: number[];
  clusterCentroDeCustosBool: boolean;
  centros: number[];
  clustersCentro: number[];
}

export const genRule: fc.Arbitrary<GenRule> = fc.record({
  administrador: fc.nat(9).map((n) => n === 0),
  todasAsMarcas: fc.boolean(),
  marcas: indices(2),
  grupos: indices(2),
  empresas: indices(4),
  clusterEmpresaBool: fc.boolean(),
  clustersEmpresa: indices(2),
  clusterCentroDeCustosBool: fc.boolean(),
  centros: indices(4),
  clustersCentro: indices(2),
});

/** A generated network with ids, its raw cluster filters, and the rules over it. */
export interface Materialized {
  network: ScopeNetwork;
  /** the generated definitions, for the reference implementation */
  gen: GenNetwork;
  ids: { marcas: string[]; grupos: string[]; empresas: string[]; centros: string[]; clusters: string[] };
  rules: ScopeRule[];
}

const pick = (ids: readonly string[], at: readonly number[]) =>
  ids.length === 0 ? [] : [...new Set(at.map((i) => ids[i % ids.length] as string))];

function rawFiltros(
  c: GenNetwork['clusters'][number],
  ids: { marcas: string[]; grupos: string[]; empresas: string[] },
) {
  if (c.tipo === 'estatico') return {};
  if (!c.filtros.valid) return c.filtros.raw;
  const f = c.filtros.f;
  return {
    ...f,
    marca: pick(ids.marcas, f.marca),
    codigoGrupo: pick(ids.grupos, f.codigoGrupo),
    codigoLoja: pick(ids.empresas, f.codigoLoja),
  };
}

export function materialize(gen: GenNetwork, genRules: readonly GenRule[]): Materialized {
  const fresh = (n: number) => Array.from({ length: n }, () => uuidv7());
  const ids = {
    marcas: fresh(gen.marcas),
    grupos: fresh(gen.grupos),
    empresas: fresh(gen.empresas.length),
    centros: [] as string[],
    clusters: fresh(gen.clusters.length),
  };
  const centros = gen.empresas.length === 0 ? [] : gen.centros;
  ids.centros = fresh(centros.length);
  const empresas: EmpresaAtributos[] = gen.empresas.map((e, i) => ({
    id: ids.empresas[i] as string,
    marcaId: ids.marcas[e.marca % gen.marcas] as string,
    grupoId: ids.grupos[e.grupo % gen.grupos] as string,
    tipoEstabelecimento: e.tipo,
    localEstabelecimento: e.local,
    regiao: e.regiao,
    uf: e.uf,
    codigoIbgeCidade: e.cidade,
    m2: e.m2,
    ativo: e.ativo,
  }));
  const centrosDeCusto = centros.map((c, i) => ({
    id: ids.centros[i] as string,
    empresaId: ids.empresas[c.empresa % ids.empresas.length] as string,
  }));
  const clusters: ClusterDefinicao[] = gen.clusters.map((c, i) => ({
    id: ids.clusters[i] as string,
    tipo: c.tipo,
    alvo: c.alvo,
    ativo: c.ativo,
    filtros: rawFiltros(c, ids),
    empresaIds: c.tipo === 'estatico' && c.alvo === 'empresa' ? pick(ids.empresas, c.members) : [],
    centroDeCustoIds:
      c.tipo === 'estatico' && c.alvo === 'centro_de_custo' ? pick(ids.centros, c.members) : [],
  }));
  const rules = genRules.map((r): ScopeRule => ({
    administrador: r.administrador,
    todasAsMarcas: r.todasAsMarcas,
    marcaIds: r.todasAsMarcas ? [] : pick(ids.marcas, r.marcas),
    grupoIds: pick(ids.grupos, r.grupos),
    clusterEmpresaBool: r.clusterEmpresaBool,
    empresaIds: r.clusterEmpresaBool ? [] : pick(ids.empresas, r.empresas),
    clusterEmpresaIds: r.clusterEmpresaBool ? pick(ids.clusters, r.clustersEmpresa) : [],
    clusterCentroDeCustosBool: r.clusterCentroDeCustosBool,
    centroDeCustoIds: r.clusterCentroDeCustosBool ? [] : pick(ids.centros, r.centros),
    clusterCentroDeCustoIds: r.clusterCentroDeCustosBool ? pick(ids.clusters, r.clustersCentro) : [],
  }));
  return {
    gen,
    ids,
    rules,
    network: { marcaIds: ids.marcas, grupoIds: ids.grupos, empresas, centrosDeCusto, clusters },
  };
}

import { matchesClusterFiltros, parseClusterFiltros, type EmpresaAtributos } from '@matriz/contracts';

/**
 * The data scope a rule keeps, as saved (spec 000 §3 access rule fields): "every marca" (marca "0") or the
 * chosen marcas, grupos, and of each pair the list its toggle picks — stores or store clusters, cost centres
 * or cost-centre clusters.
 */
export interface RuleScope {
  todasAsMarcas: boolean;
  marcaIds: string[];
  grupoIds: string[];
  empresaIds: string[];
  clusterEmpresaBool: boolean;
  clusterEmpresaIds: string[];
  clusterCentroDeCustosBool: boolean;
  centroDeCustoIds: string[];
  clusterCentroDeCustoIds: string[];
}

/** A rule as the scope sees it: its data scope and whether it is an administrator rule (sysAdmin). */
export interface ScopeRule extends RuleScope {
  administrador: boolean;
}

/**
 * The ids a user may see, computed from the rule (not the rule itself). `unrestricted`: the whole tenant
 * (administrator, or a rule that restricts nothing) — queries may then skip the id filter, and items created
 * later are in scope too. `todasAsMarcas`: every marca, present and future.
 */
export interface Scope {
  unrestricted: boolean;
  todasAsMarcas: boolean;
  marcaIds: ReadonlySet<string>;
  grupoIds: ReadonlySet<string>;
  empresaIds: ReadonlySet<string>;
  centroDeCustoIds: ReadonlySet<string>;
}

export type ScopeKind = 'marcaIds' | 'grupoIds' | 'empresaIds' | 'centroDeCustoIds';
export const scopeKinds: readonly ScopeKind[] = ['marcaIds', 'grupoIds', 'empresaIds', 'centroDeCustoIds'];

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

/** A tenant's network as plain data: what `computeScope` evaluates a rule over. */
export interface ScopeNetwork {
  marcaIds: readonly string[];
  grupoIds: readonly string[];
  empresas: readonly EmpresaAtributos[];
  centrosDeCusto: readonly { id: string; empresaId: string }[];
  clusters: readonly ClusterDefinicao[];
}

export const emptyScope = (): Scope => ({
  unrestricted: false,
  todasAsMarcas: false,
  marcaIds: new Set(),
  grupoIds: new Set(),
  empresaIds: new Set(),
  centroDeCustoIds: new Set(),
});

/** Which dimensions of the rule restrict anything (an empty list does not). */
export function ruleRestrictions(rule: RuleScope) {
  const marca = !rule.todasAsMarcas && rule.marcaIds.length > 0;
  const grupo = rule.grupoIds.length > 0;
  const empresa = rule.clusterEmpresaBool ? rule.clusterEmpresaIds.length > 0 : rule.empresaIds.length > 0;
  const centro = rule.clusterCentroDeCustosBool
    ? rule.clusterCentroDeCustoIds.length > 0
    : rule.centroDeCustoIds.length > 0;
  return { marca, grupo, empresa, centro, any: marca || grupo || empresa || centro };
}

/**
 * The scope of a rule over a network, as plain data. The SQL resolver (`resolveScope`) must agree with it.
 * - no rule: nothing; an administrator rule or a rule restricting nothing: the whole network;
 * - stores: those of the allowed marcas, ∩ the chosen grupos (if any), ∩ the chosen stores or the members of
 *   the chosen store clusters (static by membership, dynamic by their filters now; an inactive cluster or one
 *   of the other target has no members — it never widens the rule);
 * - cost centres: those of the allowed stores, ∩ the chosen cost centres or members of the chosen cost-centre
 *   clusters (a dynamic one holds the cost centres of the stores its filters match);
 * - marcas and grupos: those of the allowed stores, plus the chosen ones (every marca for marca "0").
 */
export function computeScope(rule: ScopeRule | null, network: ScopeNetwork): Scope {
  if (!rule) return emptyScope();
  const r = ruleRestrictions(rule);
  if (rule.administrador || !r.any) {
    return {
      unrestricted: true,
      todasAsMarcas: true,
      marcaIds: new Set(network.marcaIds),
      grupoIds: new Set(network.grupoIds),
      empresaIds: new Set(network.empresas.map((e) => e.id)),
      centroDeCustoIds: new Set(network.centrosDeCusto.map((c) => c.id)),
    };
  }
  const chosen = (ids: readonly string[]) => new Set(ids);
  const marcas = chosen(rule.marcaIds);
  const grupos = chosen(rule.grupoIds);
  const storeFilter = r.empresa
    ? rule.clusterEmpresaBool
      ? clusterStores(network, rule.clusterEmpresaIds, 'empresa')
      : chosen(rule.empresaIds)
    : null;
  const empresas = network.empresas.filter(
    (e) =>
      (!r.marca || marcas.has(e.marcaId)) &&
      (!r.grupo || grupos.has(e.grupoId)) &&
      (!storeFilter || storeFilter.has(e.id)),
  );
  const empresaIds = new Set(empresas.map((e) => e.id));

  let centroFilter: Set<string> | null = null;
  if (r.centro && rule.clusterCentroDeCustosBool) {
    centroFilter = clusterCentros(network, rule.clusterCentroDeCustoIds);
  } else if (r.centro) {
    centroFilter = chosen(rule.centroDeCustoIds);
  }
  const centroDeCustoIds = new Set(
    network.centrosDeCusto
      .filter((c) => empresaIds.has(c.empresaId) && (!centroFilter || centroFilter.has(c.id)))
      .map((c) => c.id),
  );

  const marcaIds = new Set(rule.todasAsMarcas ? network.marcaIds : rule.marcaIds);
  const grupoIds = new Set(rule.grupoIds);
  for (const e of empresas) {
    marcaIds.add(e.marcaId);
    grupoIds.add(e.grupoId);
  }
  return {
    unrestricted: false,
    todasAsMarcas: rule.todasAsMarcas,
    marcaIds,
    grupoIds,
    empresaIds,
    centroDeCustoIds,
  };
}

/** The active clusters of the target among `ids`. */
function activeClusters(network: ScopeNetwork, ids: readonly string[], alvo: ClusterDefinicao['alvo']) {
  const wanted = new Set(ids);
  return network.clusters.filter((c) => wanted.has(c.id) && c.ativo && c.alvo === alvo);
}

/** Stores matching the filters of a dynamic cluster; invalid filters match none. */
function dynamicStores(network: ScopeNetwork, filtros: unknown) {
  const f = parseClusterFiltros(filtros);
  return f ? network.empresas.filter((e) => matchesClusterFiltros(f, e)) : [];
}

function clusterStores(network: ScopeNetwork, ids: readonly string[], alvo: 'empresa') {
  const members = new Set<string>();
  for (const c of activeClusters(network, ids, alvo)) {
    const stores = c.tipo === 'estatico' ? c.empresaIds : dynamicStores(network, c.filtros).map((e) => e.id);
    for (const id of stores) members.add(id);
  }
  return members;
}

function clusterCentros(network: ScopeNetwork, ids: readonly string[]) {
  const members = new Set<string>();
  for (const c of activeClusters(network, ids, 'centro_de_custo')) {
    if (c.tipo === 'estatico') {
      for (const id of c.centroDeCustoIds) members.add(id);
      continue;
    }
    const stores = new Set(dynamicStores(network, c.filtros).map((e) => e.id));
    for (const cc of network.centrosDeCusto) if (stores.has(cc.empresaId)) members.add(cc.id);
  }
  return members;
}

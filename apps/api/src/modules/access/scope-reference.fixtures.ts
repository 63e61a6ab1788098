import type { Scope, ScopeRule } from './scope.ts';
import type { GenFiltros, Materialized } from './scope.fixtures.ts';

/**
 * The oracle of the scope property tests (scope.test.ts): the scope of a rule over a generated network,
 * written from the definitions alone (spec 000 §3, DESIGN.md §4) with nested loops and no code shared with the
 * resolver. The resolver (`resolveScope`, SQL) must agree with it on every generated network and rule.
 */

/** A scope as sorted id lists, for comparisons. */
export interface Plain {
  unrestricted: boolean;
  todasAsMarcas: boolean;
  marcaIds: string[];
  grupoIds: string[];
  empresaIds: string[];
  centroDeCustoIds: string[];
}

export const sorted = (ids: Iterable<string>) => [...new Set(ids)].sort();
export const plain = (s: Scope): Plain => ({
  unrestricted: s.unrestricted,
  todasAsMarcas: s.todasAsMarcas,
  marcaIds: sorted(s.marcaIds),
  grupoIds: sorted(s.grupoIds),
  empresaIds: sorted(s.empresaIds),
  centroDeCustoIds: sorted(s.centroDeCustoIds),
});

type Store = Materialized['network']['empresas'][number];

/** Whether store `e` passes the filters of the generated dynamic cluster `i`, read straight from its lists. */
export function referenceMatches(m: Materialized, i: number, e: Store): boolean {
  const generated = m.gen.clusters[i]?.filtros;
  if (!generated?.valid) return false;
  const raw = m.network.clusters[i]?.filtros as GenFiltros & {
    marca: string[];
    codigoGrupo: string[];
    codigoLoja: string[];
  };
  const checks: Array<[readonly (string | number)[], string | number | null]> = [
    [raw.marca, e.marcaId],
    [raw.codigoGrupo, e.grupoId],
    [raw.codigoLoja, e.id],
    [raw.tipoDeEstabelecimento, e.tipoEstabelecimento],
    [raw.localEstabelecimento, e.localEstabelecimento],
    [raw.regiaoBrasil, e.regiao],
    [raw.codigoEstado, e.uf],
    [raw.codigoCidade, e.codigoIbgeCidade],
  ];
  for (const [list, value] of checks) {
    if (list.length === 0) continue;
    let found = false;
    for (const item of list) if (value !== null && item === value) found = true;
    if (!found) return false;
  }
  if (raw.m2Min !== null && (e.m2 === null || e.m2 < raw.m2Min)) return false;
  if (raw.m2Max !== null && (e.m2 === null || e.m2 > raw.m2Max)) return false;
  if (raw.ativos !== null && e.ativo !== raw.ativos) return false;
  return true;
}

export function referenceScope(m: Materialized, rule: ScopeRule | null): Plain {
  const net = m.network;
  if (!rule) {
    return {
      unrestricted: false,
      todasAsMarcas: false,
      marcaIds: [],
      grupoIds: [],
      empresaIds: [],
      centroDeCustoIds: [],
    };
  }
  const marcaList = !rule.todasAsMarcas && rule.marcaIds.length > 0;
  const grupoList = rule.grupoIds.length > 0;
  const storeList = rule.clusterEmpresaBool ? rule.clusterEmpresaIds.length > 0 : rule.empresaIds.length > 0;
  const centroList = rule.clusterCentroDeCustosBool
    ? rule.clusterCentroDeCustoIds.length > 0
    : rule.centroDeCustoIds.length > 0;
  if (rule.administrador || (!marcaList && !grupoList && !storeList && !centroList)) {
    return {
      unrestricted: true,
      todasAsMarcas: true,
      marcaIds: sorted(net.marcaIds),
      grupoIds: sorted(net.grupoIds),
      empresaIds: sorted(net.empresas.map((e) => e.id)),
      centroDeCustoIds: sorted(net.centrosDeCusto.map((c) => c.id)),
    };
  }
  const storeInCluster = (clusterId: string, e: Store) => {
    for (let i = 0; i < net.clusters.length; i++) {
      const c = net.clusters[i];
      if (!c || c.id !== clusterId || !c.ativo || c.alvo !== 'empresa') continue;
      if (c.tipo === 'estatico') return c.empresaIds.includes(e.id);
      return referenceMatches(m, i, e);
    }
    return false;
  };
  const centroInCluster = (clusterId: string, cc: { id: string; empresaId: string }) => {
    for (let i = 0; i < net.clusters.length; i++) {
      const c = net.clusters[i];
      if (!c || c.id !== clusterId || !c.ativo || c.alvo !== 'centro_de_custo') continue;
      if (c.tipo === 'estatico') return c.centroDeCustoIds.includes(cc.id);
      for (const e of net.empresas) if (e.id === cc.empresaId) return referenceMatches(m, i, e);
    }
    return false;
  };

  const stores: Store[] = [];
  for (const e of net.empresas) {
    if (marcaList && !rule.marcaIds.includes(e.marcaId)) continue;
    if (grupoList && !rule.grupoIds.includes(e.grupoId)) continue;
    if (storeList && rule.clusterEmpresaBool) {
      let member = false;
      for (const id of rule.clusterEmpresaIds) if (storeInCluster(id, e)) member = true;
      if (!member) continue;
    }
    if (storeList && !rule.clusterEmpresaBool && !rule.empresaIds.includes(e.id)) continue;
    stores.push(e);
  }
  const centros: string[] = [];
  for (const cc of net.centrosDeCusto) {
    let storeAllowed = false;
    for (const e of stores) if (e.id === cc.empresaId) storeAllowed = true;
    if (!storeAllowed) continue;
    if (centroList && rule.clusterCentroDeCustosBool) {
      let member = false;
      for (const id of rule.clusterCentroDeCustoIds) if (centroInCluster(id, cc)) member = true;
      if (!member) continue;
    }
    if (centroList && !rule.clusterCentroDeCustosBool && !rule.centroDeCustoIds.includes(cc.id)) continue;
    centros.push(cc.id);
  }
  const marcas = rule.todasAsMarcas ? [...net.marcaIds] : [...rule.marcaIds];
  const grupos = [...rule.grupoIds];
  for (const e of stores) {
    marcas.push(e.marcaId);
    grupos.push(e.grupoId);
  }
  return {
    unrestricted: false,
    todasAsMarcas: rule.todasAsMarcas,
    marcaIds: sorted(marcas),
    grupoIds: sorted(grupos),
    empresaIds: sorted(stores.map((e) => e.id)),
    centroDeCustoIds: sorted(centros),
  };
}

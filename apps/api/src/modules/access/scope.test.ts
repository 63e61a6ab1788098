import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db.ts';
import { withTenant } from '../../db/index.ts';
import { computeScope, resolveScope, type Scope, type ScopeRule } from './scope.ts';
import { genNetwork, genRule, materialize, type GenFiltros, type Materialized } from './scope.fixtures.ts';
import { insertNetwork, insertScopeRule } from './network.fixtures.ts';

/**
 * Property tests of the scope resolver: the SQL resolver and the pure `computeScope` against a reference
 * written here from the definitions alone (nested loops, no shared code), plus the invariants a scope must keep.
 */

interface Plain {
  unrestricted: boolean;
  todasAsMarcas: boolean;
  marcaIds: string[];
  grupoIds: string[];
  empresaIds: string[];
  centroDeCustoIds: string[];
}

const sorted = (ids: Iterable<string>) => [...new Set(ids)].sort();
const plain = (s: Scope): Plain => ({
  unrestricted: s.unrestricted,
  todasAsMarcas: s.todasAsMarcas,
  marcaIds: sorted(s.marcaIds),
  grupoIds: sorted(s.grupoIds),
  empresaIds: sorted(s.empresaIds),
  centroDeCustoIds: sorted(s.centroDeCustoIds),
});

// ---------- reference ----------

type Store = Materialized['network']['empresas'][number];

/** Whether store `e` passes the filters of the generated dynamic cluster `i`, read straight from its lists. */
function referenceMatches(m: Materialized, i: number, e: Store): boolean {
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

function referenceScope(m: Materialized, rule: ScopeRule | null): Plain {
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

// ---------- invariants ----------

/** Rules derived from `rule` that the invariants compare: one more store, and each cluster vs its members. */
function derivedRules(m: Materialized, rule: ScopeRule) {
  const net = m.network;
  const extraStore = net.empresas.find((e) => !rule.empresaIds.includes(e.id));
  const oneMoreStore =
    !rule.clusterEmpresaBool && rule.empresaIds.length > 0 && extraStore
      ? { ...rule, empresaIds: [...rule.empresaIds, extraStore.id] }
      : null;
  const extraCluster = net.clusters.find((c) => !rule.clusterEmpresaIds.includes(c.id));
  const oneMoreCluster =
    rule.clusterEmpresaBool && rule.clusterEmpresaIds.length > 0 && extraCluster
      ? { ...rule, clusterEmpresaIds: [...rule.clusterEmpresaIds, extraCluster.id] }
      : null;
  // a cluster with members now vs the explicit list of them (an empty list would mean "no restriction")
  const pairs: Array<[ScopeRule, ScopeRule]> = [];
  for (let i = 0; i < net.clusters.length; i++) {
    const c = net.clusters[i];
    if (!c?.ativo) continue;
    const byCluster =
      c.alvo === 'empresa'
        ? { ...rule, clusterEmpresaBool: true, clusterEmpresaIds: [c.id], empresaIds: [] }
        : { ...rule, clusterCentroDeCustosBool: true, clusterCentroDeCustoIds: [c.id], centroDeCustoIds: [] };
    const members =
      c.alvo === 'empresa'
        ? net.empresas
            .filter((e) => (c.tipo === 'estatico' ? c.empresaIds.includes(e.id) : referenceMatches(m, i, e)))
            .map((e) => e.id)
        : net.centrosDeCusto
            .filter((cc) => {
              if (c.tipo === 'estatico') return c.centroDeCustoIds.includes(cc.id);
              const e = net.empresas.find((x) => x.id === cc.empresaId);
              return e ? referenceMatches(m, i, e) : false;
            })
            .map((cc) => cc.id);
    if (members.length === 0) continue;
    const byList =
      c.alvo === 'empresa'
        ? { ...rule, clusterEmpresaBool: false, clusterEmpresaIds: [], empresaIds: members }
        : {
            ...rule,
            clusterCentroDeCustosBool: false,
            clusterCentroDeCustoIds: [],
            centroDeCustoIds: members,
          };
    pairs.push([byCluster, byList]);
  }
  return { oneMore: [oneMoreStore, oneMoreCluster].filter((r) => r !== null), pairs };
}

const admin = (rule: ScopeRule): ScopeRule => ({ ...rule, administrador: true });

function expectInvariants(m: Materialized, rule: ScopeRule, scopeOf: (r: ScopeRule) => Plain) {
  const net = m.network;
  const whole = referenceScope(m, admin(rule));
  const s = scopeOf(rule);
  // scope ⊆ tenant, and a cost centre in scope has its store in scope
  for (const kind of ['marcaIds', 'grupoIds', 'empresaIds', 'centroDeCustoIds'] as const)
    for (const id of s[kind]) expect(whole[kind]).toContain(id);
  for (const id of s.centroDeCustoIds)
    expect(s.empresaIds).toContain(net.centrosDeCusto.find((c) => c.id === id)?.empresaId);
  // the administrator sees all
  expect(scopeOf(admin(rule))).toEqual(whole);
  const { oneMore, pairs } = derivedRules(m, rule);
  // monotonic: one more store (or store cluster) in a non-empty list never removes a store
  for (const wider of oneMore) for (const id of s.empresaIds) expect(scopeOf(wider).empresaIds).toContain(id);
  // a cluster gives the scope of the explicit list of its members
  for (const [byCluster, byList] of pairs) expect(scopeOf(byCluster)).toEqual(scopeOf(byList));
}

// ---------- pure ----------

describe('computeScope (pure)', () => {
  it('agrees with the reference on generated networks and rules', () => {
    fc.assert(
      fc.property(genNetwork, fc.array(genRule, { minLength: 1, maxLength: 4 }), (gen, rules) => {
        const m = materialize(gen, rules);
        for (const rule of m.rules)
          expect(plain(computeScope(rule, m.network))).toEqual(referenceScope(m, rule));
        expect(plain(computeScope(null, m.network))).toEqual(referenceScope(m, null));
      }),
      { numRuns: 400 },
    );
  });

  it('keeps the invariants: admin sees all, scope ⊆ tenant, monotonic, cluster ≡ its members', () => {
    fc.assert(
      fc.property(genNetwork, genRule, (gen, generated) => {
        const m = materialize(gen, [generated]);
        const rule = m.rules[0] as ScopeRule;
        expectInvariants(m, rule, (r) => plain(computeScope(r, m.network)));
      }),
      { numRuns: 300 },
    );
  });
});

// ---------- SQL ----------

let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(() => tdb.close());

/** Writes the network and the rules, and resolves each rule through the API's role (row-level security on). */
async function resolveAll(m: Materialized, rules: ScopeRule[]): Promise<Plain[]> {
  const clienteId = await insertNetwork(tdb.ownerDb, m.network);
  const out: Plain[] = [];
  for (const rule of rules) {
    const regraAcessoId = await insertScopeRule(tdb.ownerDb, clienteId, rule);
    out.push(
      plain(await withTenant(tdb.db, clienteId, (tx) => resolveScope(tx, { clienteId, regraAcessoId }))),
    );
  }
  return out;
}

describe('resolveScope (SQL)', () => {
  it('agrees with the reference and with computeScope, and keeps the invariants', async () => {
    await fc.assert(
      fc.asyncProperty(
        genNetwork,
        fc.array(genRule, { minLength: 1, maxLength: 3 }),
        async (gen, generated) => {
          const m = materialize(gen, generated);
          const rules: ScopeRule[] = [];
          for (const rule of m.rules) {
            const { oneMore, pairs } = derivedRules(m, rule);
            rules.push(rule, admin(rule), ...oneMore, ...pairs.flat());
          }
          const resolved = await resolveAll(m, rules);
          rules.forEach((rule, i) => {
            expect(resolved[i]).toEqual(referenceScope(m, rule));
            expect(resolved[i]).toEqual(plain(computeScope(rule, m.network)));
          });
          // the invariants over the SQL answers (expectInvariants rebuilds the same derived rules)
          const keys = rules.map((r) => JSON.stringify(r));
          const resolvedOf = (r: ScopeRule) => {
            const found = resolved[keys.indexOf(JSON.stringify(r))];
            if (!found) throw new Error('regra derivada não resolvida');
            return found;
          };
          for (const rule of m.rules) expectInvariants(m, rule, resolvedOf);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('answers nothing for a user without a rule, or whose rule is gone', async () => {
    const m = materialize(fc.sample(genNetwork, { numRuns: 1, seed: 7 })[0] as never, []);
    const clienteId = await insertNetwork(tdb.ownerDb, m.network);
    const none = await withTenant(tdb.db, clienteId, (tx) =>
      resolveScope(tx, { clienteId, regraAcessoId: null }),
    );
    expect(plain(none)).toEqual(referenceScope(m, null));
    const gone = await withTenant(tdb.db, clienteId, (tx) =>
      resolveScope(tx, { clienteId, regraAcessoId: '0190a000-0000-7000-8000-000000000000' }),
    );
    expect(plain(gone)).toEqual(referenceScope(m, null));
  });
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db.ts';
import { withTenant } from '../../db/index.ts';
import { resolveScope, type ScopeRule } from './scope.ts';
import { genNetwork, genRule, materialize, type Materialized } from './scope.fixtures.ts';
import { plain, referenceMatches, referenceScope, type Plain } from './scope-reference.fixtures.ts';
import { insertNetwork, insertScopeRule } from './network.fixtures.ts';

/**
 * Property tests of the scope resolver: the SQL resolver against a reference written from the definitions alone
 * (scope-reference.fixtures.ts: nested loops, no shared code), plus the invariants a scope must keep.
 */

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

// ---------- the oracle ----------

describe('the reference scope (the oracle)', () => {
  it('keeps the invariants: admin sees all, scope ⊆ tenant, monotonic, cluster ≡ its members', () => {
    fc.assert(
      fc.property(genNetwork, genRule, (gen, generated) => {
        const m = materialize(gen, [generated]);
        const rule = m.rules[0] as ScopeRule;
        expectInvariants(m, rule, (r) => referenceScope(m, r));
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
  it('agrees with the reference and keeps the invariants', async () => {
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

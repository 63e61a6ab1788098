import { isSysAdmin, parseClusterFiltros, type Claim } from '@matriz/contracts';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import {
  centroDeCusto,
  cluster,
  clusterCentroDeCusto,
  clusterEmpresa,
  empresa,
  grupo,
  marca,
  regraAcesso,
  regraAcessoCentroDeCusto,
  regraAcessoClusterCentroDeCusto,
  regraAcessoClusterEmpresa,
  regraAcessoEmpresa,
  regraAcessoGrupo,
  regraAcessoMarca,
} from '../../db/schema/index.ts';
import { empresaMatchesFiltros } from './cluster-sql.ts';
import { emptyScope, ruleRestrictions, type Scope, type ScopeRule } from './compute-scope.ts';

/**
 * The one scope resolver (DESIGN.md §4): from a user's access rule to the ids of the marcas, grupos, stores and
 * cost centres they may see. Every query of tenant data takes its ids through the Scope this answers (see
 * scope-checks.ts); `computeScope` is the same rule over plain data, and the property tests hold both to a
 * reference implementation.
 */
export {
  computeScope,
  emptyScope,
  scopeKinds,
  type RuleScope,
  type Scope,
  type ScopeKind,
  type ScopeNetwork,
  type ScopeRule,
} from './compute-scope.ts';
export {
  assertInScope,
  filterItemsToScope,
  filterToScope,
  idsForQuery,
  inScope,
  isWithinScope,
  SCOPE_FORBIDDEN,
  scopeCondition,
  type ScopeRequest,
} from './scope-checks.ts';

/** The allowed ids of the user's rule; a user without a rule (or with a rule gone) sees nothing. */
export async function resolveScope(
  tx: DatabaseOrTransaction,
  q: { clienteId: string; regraAcessoId: string | null },
): Promise<Scope> {
  if (!q.regraAcessoId) return emptyScope();
  const rule = await loadScopeRule(tx, q.clienteId, q.regraAcessoId);
  return rule ? resolveRuleScope(tx, q.clienteId, rule) : emptyScope();
}

type LinkTable = PgTable & { clienteId: PgColumn; regraAcessoId: PgColumn };

/** The rule's data scope and administrator flag, in one query (the links as arrays). */
export async function loadScopeRule(
  tx: DatabaseOrTransaction,
  clienteId: string,
  regraAcessoId: string,
): Promise<ScopeRule | null> {
  const links = (table: LinkTable, column: PgColumn) =>
    sql<
      string[]
    >`array(select ${column}::text from ${table} where ${table.clienteId} = ${regraAcesso.clienteId} and ${table.regraAcessoId} = ${regraAcesso.id})`;
  const [row] = await tx
    .select({
      acessos: regraAcesso.acessos,
      todasAsMarcas: regraAcesso.todasAsMarcas,
      clusterEmpresaBool: regraAcesso.clusterEmpresaBool,
      clusterCentroDeCustosBool: regraAcesso.clusterCentroDeCustosBool,
      marcaIds: links(regraAcessoMarca, regraAcessoMarca.marcaId),
      grupoIds: links(regraAcessoGrupo, regraAcessoGrupo.grupoId),
      empresaIds: links(regraAcessoEmpresa, regraAcessoEmpresa.empresaId),
      clusterEmpresaIds: links(regraAcessoClusterEmpresa, regraAcessoClusterEmpresa.clusterId),
      centroDeCustoIds: links(regraAcessoCentroDeCusto, regraAcessoCentroDeCusto.centroDeCustoId),
      clusterCentroDeCustoIds: links(
        regraAcessoClusterCentroDeCusto,
        regraAcessoClusterCentroDeCusto.clusterId,
      ),
    })
    .from(regraAcesso)
    .where(and(eq(regraAcesso.clienteId, clienteId), eq(regraAcesso.id, regraAcessoId)));
  if (!row) return null;
  const { acessos, ...scope } = row;
  return { ...scope, administrador: isSysAdmin(acessos as Claim[]) };
}

/** The scope of a rule given as data (a saved rule, or one about to be saved). A few queries, none per row. */
export async function resolveRuleScope(
  tx: DatabaseOrTransaction,
  clienteId: string,
  rule: ScopeRule,
): Promise<Scope> {
  const r = ruleRestrictions(rule);
  if (rule.administrador || !r.any) return wholeTenant(tx, clienteId);

  const clusterIds = [
    ...(r.empresa && rule.clusterEmpresaBool ? rule.clusterEmpresaIds : []),
    ...(r.centro && rule.clusterCentroDeCustosBool ? rule.clusterCentroDeCustoIds : []),
  ];
  const clusters = clusterIds.length > 0 ? await loadActiveClusters(tx, clienteId, clusterIds) : [];
  const ofTarget = (alvo: 'empresa' | 'centro_de_custo', ids: string[]) =>
    clusters.filter((c) => c.alvo === alvo && ids.includes(c.id));

  let storeFilter: SQL | undefined;
  if (r.empresa && rule.clusterEmpresaBool) {
    storeFilter = storeClusterCondition(tx, clienteId, ofTarget('empresa', rule.clusterEmpresaIds));
  } else if (r.empresa) {
    storeFilter = inArray(empresa.id, rule.empresaIds);
  }
  const stores = await tx
    .select({ id: empresa.id, marcaId: empresa.marcaId, grupoId: empresa.grupoId })
    .from(empresa)
    .where(
      and(
        eq(empresa.clienteId, clienteId),
        r.marca ? inArray(empresa.marcaId, rule.marcaIds) : undefined,
        r.grupo ? inArray(empresa.grupoId, rule.grupoIds) : undefined,
        storeFilter,
      ),
    );
  const empresaIds = stores.map((s) => s.id);

  let centroFilter: SQL | undefined;
  if (r.centro && rule.clusterCentroDeCustosBool) {
    const chosen = ofTarget('centro_de_custo', rule.clusterCentroDeCustoIds);
    centroFilter = centroClusterCondition(tx, clienteId, chosen);
  } else if (r.centro) {
    centroFilter = inArray(centroDeCusto.id, rule.centroDeCustoIds);
  }
  const centros =
    empresaIds.length === 0
      ? []
      : await tx
          .select({ id: centroDeCusto.id })
          .from(centroDeCusto)
          .where(
            and(
              eq(centroDeCusto.clienteId, clienteId),
              sql`${centroDeCusto.empresaId} = any(${sql.param(empresaIds)}::uuid[])`,
              centroFilter,
            ),
          );

  const marcaIds = new Set(rule.todasAsMarcas ? await allIds(tx, marca, clienteId) : rule.marcaIds);
  const grupoIds = new Set(rule.grupoIds);
  for (const s of stores) {
    marcaIds.add(s.marcaId);
    grupoIds.add(s.grupoId);
  }
  return {
    unrestricted: false,
    todasAsMarcas: rule.todasAsMarcas,
    marcaIds,
    grupoIds,
    empresaIds: new Set(empresaIds),
    centroDeCustoIds: new Set(centros.map((c) => c.id)),
  };
}

type ClusterRow = {
  id: string;
  tipo: 'estatico' | 'dinamico';
  alvo: 'empresa' | 'centro_de_custo';
  filtros: unknown;
};

/** The chosen clusters that count: active ones (an inactive cluster has no members). */
function loadActiveClusters(
  tx: DatabaseOrTransaction,
  clienteId: string,
  ids: string[],
): Promise<ClusterRow[]> {
  return tx
    .select({ id: cluster.id, tipo: cluster.tipo, alvo: cluster.alvo, filtros: cluster.filtros })
    .from(cluster)
    .where(and(eq(cluster.clienteId, clienteId), inArray(cluster.id, ids), eq(cluster.ativo, true)));
}

/** Conditions of the dynamic clusters' filters; clusters with invalid filters match nothing. */
function dynamicConditions(clusters: ClusterRow[]): SQL[] {
  return clusters.flatMap((c) => {
    if (c.tipo !== 'dinamico') return [];
    const f = parseClusterFiltros(c.filtros);
    return f ? [empresaMatchesFiltros(f)] : [];
  });
}

const staticIds = (clusters: ClusterRow[]) => clusters.filter((c) => c.tipo === 'estatico').map((c) => c.id);

/** Stores that are members of any of the clusters (static by membership, dynamic by filters); none: false. */
function storeClusterCondition(tx: DatabaseOrTransaction, clienteId: string, clusters: ClusterRow[]): SQL {
  const parts = dynamicConditions(clusters);
  const statics = staticIds(clusters);
  if (statics.length > 0) {
    const members = tx
      .select({ id: clusterEmpresa.empresaId })
      .from(clusterEmpresa)
      .where(and(eq(clusterEmpresa.clienteId, clienteId), inArray(clusterEmpresa.clusterId, statics)));
    parts.push(inArray(empresa.id, members));
  }
  return or(...parts) ?? sql`false`;
}

/** Cost centres in any of the clusters: static by membership, dynamic ones hold the matching stores' centres. */
function centroClusterCondition(tx: DatabaseOrTransaction, clienteId: string, clusters: ClusterRow[]): SQL {
  const parts: SQL[] = [];
  const statics = staticIds(clusters);
  if (statics.length > 0) {
    const members = tx
      .select({ id: clusterCentroDeCusto.centroDeCustoId })
      .from(clusterCentroDeCusto)
      .where(
        and(eq(clusterCentroDeCusto.clienteId, clienteId), inArray(clusterCentroDeCusto.clusterId, statics)),
      );
    parts.push(inArray(centroDeCusto.id, members));
  }
  const dynamic = dynamicConditions(clusters);
  if (dynamic.length > 0) {
    const stores = tx
      .select({ id: empresa.id })
      .from(empresa)
      .where(and(eq(empresa.clienteId, clienteId), or(...dynamic)));
    parts.push(inArray(centroDeCusto.empresaId, stores));
  }
  return or(...parts) ?? sql`false`;
}

type TenantTable = PgTable & { clienteId: PgColumn; id: PgColumn };

async function allIds(tx: DatabaseOrTransaction, table: TenantTable, clienteId: string): Promise<string[]> {
  const rows = await tx.select({ id: table.id }).from(table).where(eq(table.clienteId, clienteId));
  return rows.map((r) => r.id as string);
}

/** Everything of the tenant, in one round trip. */
async function wholeTenant(tx: DatabaseOrTransaction, clienteId: string): Promise<Scope> {
  const rows = await tx.execute<{ k: string; id: string }>(sql`
    select 'm' as k, ${marca.id}::text as id from ${marca} where ${marca.clienteId} = ${clienteId}
    union all select 'g', ${grupo.id}::text from ${grupo} where ${grupo.clienteId} = ${clienteId}
    union all select 'e', ${empresa.id}::text from ${empresa} where ${empresa.clienteId} = ${clienteId}
    union all select 'c', ${centroDeCusto.id}::text from ${centroDeCusto} where ${centroDeCusto.clienteId} = ${clienteId}`);
  const sets: Record<string, Set<string>> = { m: new Set(), g: new Set(), e: new Set(), c: new Set() };
  for (const row of rows.rows) sets[row.k]?.add(row.id);
  return {
    unrestricted: true,
    todasAsMarcas: true,
    marcaIds: sets.m ?? new Set(),
    grupoIds: sets.g ?? new Set(),
    empresaIds: sets.e ?? new Set(),
    centroDeCustoIds: sets.c ?? new Set(),
  };
}

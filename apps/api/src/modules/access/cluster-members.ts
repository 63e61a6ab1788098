import { clusterMessages, parseClusterFiltros } from '@matriz/contracts';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import {
  centroDeCusto,
  cluster,
  clusterCentroDeCusto,
  clusterEmpresa,
  empresa,
} from '../../db/schema/index.ts';
import { empresaMatchesFiltros } from './cluster-sql.ts';
import type { Scope } from './scope.ts';
import { inScope, SCOPE_FORBIDDEN } from './scope-checks.ts';

export interface ClusterRef {
  id: string;
  tipo: 'estatico' | 'dinamico';
  alvo: 'empresa' | 'centro_de_custo';
  filtros: unknown;
}

/** The members of a cluster now: stores for a store cluster, cost centres for a cost-centre cluster. */
export type ClusterMembers = Map<string, Set<string>>;

/**
 * The members of each cluster, whatever its active flag: static ones by membership, dynamic ones by their
 * filters evaluated now (a dynamic cost-centre cluster holds the cost centres of the stores it matches;
 * invalid filters match nothing). At most three queries, whatever the number of clusters.
 */
export async function loadClusterMembers(
  tx: DatabaseOrTransaction,
  clienteId: string,
  clusters: readonly ClusterRef[],
): Promise<ClusterMembers> {
  const members: ClusterMembers = new Map(clusters.map((c) => [c.id, new Set<string>()]));
  const add = (rows: { clusterId: string; id: string }[]) => {
    for (const r of rows) members.get(r.clusterId)?.add(r.id);
  };
  const statics = (alvo: ClusterRef['alvo']) =>
    clusters.filter((c) => c.tipo === 'estatico' && c.alvo === alvo).map((c) => c.id);
  const staticStores = statics('empresa');
  if (staticStores.length > 0) {
    add(
      await tx
        .select({ clusterId: clusterEmpresa.clusterId, id: clusterEmpresa.empresaId })
        .from(clusterEmpresa)
        .where(and(eq(clusterEmpresa.clienteId, clienteId), inArray(clusterEmpresa.clusterId, staticStores))),
    );
  }
  const staticCentros = statics('centro_de_custo');
  if (staticCentros.length > 0) {
    const l = clusterCentroDeCusto;
    add(
      await tx
        .select({ clusterId: l.clusterId, id: l.centroDeCustoId })
        .from(l)
        .where(and(eq(l.clienteId, clienteId), inArray(l.clusterId, staticCentros))),
    );
  }
  const dynamic: SQL[] = [];
  for (const c of clusters) {
    const f = c.tipo === 'dinamico' ? parseClusterFiltros(c.filtros) : null;
    if (!f) continue;
    const where = and(eq(empresa.clienteId, clienteId), empresaMatchesFiltros(f));
    dynamic.push(
      c.alvo === 'empresa'
        ? sql`(select ${c.id}::uuid as cluster_id, ${empresa.id} as id from ${empresa} where ${where})`
        : sql`(select ${c.id}::uuid as cluster_id, ${centroDeCusto.id} as id from ${centroDeCusto} join ${empresa} on ${empresa.clienteId} = ${centroDeCusto.clienteId} and ${empresa.id} = ${centroDeCusto.empresaId} where ${where})`,
    );
  }
  if (dynamic.length > 0) {
    const result = await tx.execute<{ cluster_id: string; id: string }>(sql.join(dynamic, sql` union all `));
    add(result.rows.map((r) => ({ clusterId: r.cluster_id, id: r.id })));
  }
  return members;
}

/** The clusters of the tenant among `ids` (any active flag). */
export function loadClusterRefs(tx: DatabaseOrTransaction, clienteId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: cluster.id, tipo: cluster.tipo, alvo: cluster.alvo, filtros: cluster.filtros })
    .from(cluster)
    .where(and(eq(cluster.clienteId, clienteId), inArray(cluster.id, [...ids])));
}

/**
 * The ids of the clusters whose members (now) all lie in the scope: those a user may see and pick, since
 * choosing one never grants more than the user has.
 */
export async function clustersWithinScope(
  tx: DatabaseOrTransaction,
  clienteId: string,
  scope: Scope,
  clusters: readonly ClusterRef[],
): Promise<Set<string>> {
  if (scope.unrestricted) return new Set(clusters.map((c) => c.id));
  const members = await loadClusterMembers(tx, clienteId, clusters);
  const within = new Set<string>();
  for (const c of clusters) {
    const kind = c.alvo === 'empresa' ? 'empresaIds' : 'centroDeCustoIds';
    if ([...(members.get(c.id) ?? [])].every((id) => inScope(scope, kind, id))) within.add(c.id);
  }
  return within;
}

/**
 * The members now of the clusters a user picked as a filter: each must be a cluster of the tenant of that kind
 * (404), and every member in the user's scope (403: a cluster never reaches beyond what the user may see, and never
 * gives silently fewer members than its list).
 */
export async function membersOfClustersInScope(
  tx: DatabaseOrTransaction,
  clienteId: string,
  scope: Scope,
  clusterIds: readonly string[],
  alvo: ClusterRef['alvo'],
): Promise<Set<string>> {
  const refs = (await loadClusterRefs(tx, clienteId, clusterIds)).filter((c) => c.alvo === alvo);
  if (refs.length < new Set(clusterIds).size) throw notFound(clusterMessages.notFound);
  const kind = alvo === 'empresa' ? 'empresaIds' : 'centroDeCustoIds';
  const ids = new Set<string>();
  for (const members of (await loadClusterMembers(tx, clienteId, refs)).values())
    for (const id of members) {
      if (!inScope(scope, kind, id)) throw forbidden(SCOPE_FORBIDDEN);
      ids.add(id);
    }
  return ids;
}

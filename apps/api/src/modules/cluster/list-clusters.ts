import type { ListClustersOutput, ListClustersParams } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import type { AuthContext } from '../access/auth-context.ts';
import type { Scope } from '../access/scope.ts';
import { toClusterRow, visibleClusters } from './cluster-access.ts';
import { listClusterRows } from './queries.ts';

/**
 * GET cluster grid: the clusters the user may see (see visibleClusters), by name. Filtered and paged in memory:
 * a network has tens of clusters, and which are visible depends on their members now.
 */
export function listClusters(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  q: ListClustersParams,
): Promise<ListClustersOutput> {
  return withTenant(db, auth.clienteId, async (tx) => {
    const rows = await visibleClusters(
      tx,
      auth.clienteId,
      scope,
      await listClusterRows(tx, auth.clienteId, q.nome),
    );
    const start = (q.page - 1) * q.pageSize;
    return {
      clusters: rows.slice(start, start + q.pageSize).map(toClusterRow),
      page: q.page,
      total: rows.length,
    };
  });
}

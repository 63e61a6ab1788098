import {
  clusterMessages,
  TIPO_CLUSTER_DINAMICO,
  TIPO_CLUSTER_ESTATICO,
  type ClusterRow,
} from '@matriz/contracts';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { clustersWithinScope } from '../access/cluster-members.ts';
import { SCOPE_FORBIDDEN, type Scope } from '../access/scope.ts';
import { findCluster, type ClusterDbRow } from './queries.ts';

/**
 * The clusters a user may see, edit or delete are those whose members (now) all lie in their scope — the same
 * rule as the cluster option lists: a cluster reaching beyond the scope would show (and, edited, change) stores
 * the user may not see. A store added later to the network may so hide a dynamic cluster from a limited user.
 */
export async function visibleClusters(
  tx: DatabaseOrTransaction,
  clienteId: string,
  scope: Scope,
  rows: ClusterDbRow[],
): Promise<ClusterDbRow[]> {
  if (scope.unrestricted) return rows;
  const within = await clustersWithinScope(tx, clienteId, scope, rows);
  return rows.filter((r) => within.has(r.id));
}

/** The cluster, for a user who may see it: 404 when the cliente has none with this id, 403 outside the scope. */
export async function getClusterForUser(
  tx: DatabaseOrTransaction,
  clienteId: string,
  scope: Scope,
  id: string,
): Promise<ClusterDbRow> {
  const row = await findCluster(tx, clienteId, id);
  if (!row) throw notFound(clusterMessages.notFound);
  if ((await visibleClusters(tx, clienteId, scope, [row])).length === 0) throw forbidden(SCOPE_FORBIDDEN);
  return row;
}

export const tipoDeClusterOf = (tipo: ClusterDbRow['tipo']) =>
  tipo === 'dinamico' ? TIPO_CLUSTER_DINAMICO : TIPO_CLUSTER_ESTATICO;

export const toClusterRow = (r: ClusterDbRow): ClusterRow => ({
  _id: r.id,
  nome: r.nome,
  descricao: r.descricao,
  tipoDeCluster: tipoDeClusterOf(r.tipo),
  alvo: r.alvo,
  ativo: r.ativo,
  outliers: r.outliers,
});

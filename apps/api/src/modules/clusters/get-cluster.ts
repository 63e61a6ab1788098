import {
  parseClusterFiltros,
  type ClusterOutput,
  type ListClustersOutput,
  type ListClustersParams,
} from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { Scope } from '../access/scope.ts';
import { getClusterForUser, toClusterRow, visibleClusters } from './cluster-access.ts';
import { listClusterRows, loadClusterLinks } from './queries.ts';

/**
 * GET cluster grid: the clusters the user may see (see visibleClusters), by name. Filtered and paged in memory:
 * a network has tens of clusters, and which are visible depends on their members now.
 */
export function listClustersPage(
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

/** GET cluster by id: its definition; a dynamic cluster lists no members (they are evaluated when used). */
export function getCluster(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  id: string,
): Promise<ClusterOutput> {
  return withTenant(db, auth.clienteId, async (tx) => {
    const row = await getClusterForUser(tx, auth.clienteId, scope, id);
    const links = await loadClusterLinks(tx, auth.clienteId, id);
    const f = (row.tipo === 'dinamico' ? parseClusterFiltros(row.filtros) : null) ?? parseClusterFiltros({});
    return {
      ...toClusterRow(row),
      filtros: {
        marca: f?.marca ?? [],
        codigoGrupo: f?.codigoGrupo ?? [],
        codigoLoja: f?.codigoLoja ?? [],
        tipoDeEstabelecimento: f?.tipoDeEstabelecimento ?? [],
        localEstabelecimento: f?.localEstabelecimento ?? [],
        regiaoBrasil: f?.regiaoBrasil ?? [],
        codigoEstado: f?.codigoEstado ?? [],
        codigoCidade: f?.codigoCidade ?? [],
        m2Min: f?.m2Min ?? null,
        m2Max: f?.m2Max ?? null,
        ativos: f?.ativos ?? null,
      },
      empresas: links.empresas,
      empresasOutliers: links.outliers,
      centrosDeCusto: links.centros,
    };
  });
}

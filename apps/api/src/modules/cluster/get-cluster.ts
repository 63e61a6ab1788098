import { parseClusterFiltros, type ClusterOutput } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import type { AuthContext } from '../access/auth-context.ts';
import type { Scope } from '../access/scope.ts';
import { getClusterForUser, toClusterRow } from './cluster-access.ts';
import { loadClusterLinks } from './queries.ts';

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

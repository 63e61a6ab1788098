import { parseClusterFiltros, type ClusterFiltros } from '@matriz/contracts';
import { and, eq, gte, inArray, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import {
  centroDeCusto,
  cluster,
  clusterCentroDeCusto,
  clusterEmpresa,
  empresa,
} from '../../db/schema/index.ts';

type ArrayType = 'uuid' | 'text' | 'integer';

/**
 * `column = any($1::type[])`: the list (without repeats) as one array parameter, whatever its length. `inArray`
 * binds one parameter per item, and PostgreSQL takes at most 65,535 in a statement; node-postgres quotes each
 * element of a JS array, so any text goes.
 */
function anyOf(column: SQLWrapper, values: readonly (string | number)[], type: ArrayType): SQL {
  return sql`${column} = any(${sql.param([...new Set(values)])}::${sql.raw(type)}[])`;
}

/**
 * The filters of a dynamic cluster as a condition over `empresa`: the SQL twin of `matchesClusterFiltros`
 * (contracts). An empty list does not filter; a store whose column is null matches no filter on it (the
 * condition is null there, and no NOT is ever applied to it).
 */
export function empresaMatchesFiltros(f: ClusterFiltros): SQL {
  const conds: SQL[] = [];
  const inList = <T extends string | number>(column: SQLWrapper, values: readonly T[], type: ArrayType) => {
    if (values.length > 0) conds.push(anyOf(column, values, type));
  };
  inList(empresa.marcaId, f.marca, 'uuid');
  inList(empresa.grupoId, f.codigoGrupo, 'uuid');
  inList(empresa.id, f.codigoLoja, 'uuid');
  inList(empresa.tipoEstabelecimento, f.tipoDeEstabelecimento, 'text');
  inList(empresa.localEstabelecimento, f.localEstabelecimento, 'text');
  inList(empresa.regiao, f.regiaoBrasil, 'text');
  inList(empresa.uf, f.codigoEstado, 'text');
  inList(empresa.codigoIbgeCidade, f.codigoCidade, 'integer');
  if (f.m2Min != null) conds.push(gte(empresa.m2, String(f.m2Min)));
  if (f.m2Max != null) conds.push(lte(empresa.m2, String(f.m2Max)));
  if (f.ativos != null) conds.push(eq(empresa.ativo, f.ativos));
  return and(...conds) ?? sql`true`;
}

export type ClusterRow = {
  id: string;
  tipo: 'estatico' | 'dinamico';
  alvo: 'empresa' | 'centro_de_custo';
  filtros: unknown;
};

/** The chosen clusters that count: active ones (an inactive cluster has no members). */
export function loadActiveClusters(
  tx: DatabaseOrTransaction,
  clienteId: string,
  ids: string[],
): Promise<ClusterRow[]> {
  return tx
    .select({ id: cluster.id, tipo: cluster.tipo, alvo: cluster.alvo, filtros: cluster.filtros })
    .from(cluster)
    .where(and(eq(cluster.clienteId, clienteId), anyOf(cluster.id, ids, 'uuid'), eq(cluster.ativo, true)));
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
export function storeClusterCondition(
  tx: DatabaseOrTransaction,
  clienteId: string,
  clusters: ClusterRow[],
): SQL {
  const parts = dynamicConditions(clusters);
  const statics = staticIds(clusters);
  if (statics.length > 0) {
    const members = tx
      .select({ id: clusterEmpresa.empresaId })
      .from(clusterEmpresa)
      .where(and(eq(clusterEmpresa.clienteId, clienteId), anyOf(clusterEmpresa.clusterId, statics, 'uuid')));
    parts.push(inArray(empresa.id, members));
  }
  return or(...parts) ?? sql`false`;
}

/** Cost centres in any of the clusters: static by membership, dynamic ones hold the matching stores' centres. */
export function centroClusterCondition(
  tx: DatabaseOrTransaction,
  clienteId: string,
  clusters: ClusterRow[],
): SQL {
  const parts: SQL[] = [];
  const statics = staticIds(clusters);
  if (statics.length > 0) {
    const members = tx
      .select({ id: clusterCentroDeCusto.centroDeCustoId })
      .from(clusterCentroDeCusto)
      .where(
        and(
          eq(clusterCentroDeCusto.clienteId, clienteId),
          anyOf(clusterCentroDeCusto.clusterId, statics, 'uuid'),
        ),
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

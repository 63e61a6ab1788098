import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import {
  centroDeCusto,
  cluster,
  clusterCentroDeCusto,
  clusterEmpresa,
  clusterOutlier,
  empresa,
  grupo,
  marca,
  regraAcesso,
  regraAcessoClusterCentroDeCusto,
  regraAcessoClusterEmpresa,
  type FiltrosCluster,
} from '../../db/schema/index.ts';
import { anyUuid, contains } from '../../db/sql-helpers.ts';

export type ClusterDbRow = typeof cluster.$inferSelect;

const byNome = [asc(sql`lower(${cluster.nome})`), asc(cluster.id)];

/** The cliente's clusters, optionally those whose name contains `nome` (any case), by name. */
export function listClusterRows(tx: DatabaseOrTransaction, clienteId: string, nome?: string) {
  return tx
    .select()
    .from(cluster)
    .where(and(eq(cluster.clienteId, clienteId), contains(cluster.nome, nome)))
    .orderBy(...byNome);
}

export async function findCluster(
  tx: DatabaseOrTransaction,
  clienteId: string,
  id: string,
): Promise<ClusterDbRow | null> {
  const [row] = await tx
    .select()
    .from(cluster)
    .where(and(eq(cluster.clienteId, clienteId), eq(cluster.id, id)));
  return row ?? null;
}

/** Another cluster of the cliente with this name (case-insensitive), if any. */
export async function findClusterByNome(
  tx: DatabaseOrTransaction,
  clienteId: string,
  nome: string,
  exceptId: string | null,
) {
  const [row] = await tx
    .select({ id: cluster.id })
    .from(cluster)
    .where(
      and(
        eq(cluster.clienteId, clienteId),
        sql`lower(${cluster.nome}) = lower(${nome})`,
        exceptId ? ne(cluster.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Serialises cluster writes of one cliente (name uniqueness is checked, not indexed). */
export async function lockClusterNames(tx: DatabaseOrTransaction, clienteId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`cluster-nome:${clienteId}`}, 0))`);
}

export interface ClusterValues {
  nome: string;
  descricao: string;
  tipo: 'estatico' | 'dinamico';
  alvo: 'empresa' | 'centro_de_custo';
  ativo: boolean;
  outliers: boolean;
  filtros: FiltrosCluster;
}

export async function insertCluster(
  tx: DatabaseOrTransaction,
  clienteId: string,
  values: ClusterValues,
): Promise<string> {
  const [row] = await tx
    .insert(cluster)
    .values({ clienteId, ...values })
    .returning({ id: cluster.id });
  if (!row) throw new Error('insert cluster answered no row');
  return row.id;
}

export async function updateCluster(
  tx: DatabaseOrTransaction,
  clienteId: string,
  id: string,
  values: ClusterValues,
) {
  await tx
    .update(cluster)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(cluster.clienteId, clienteId), eq(cluster.id, id)));
}

export async function deleteClusterRow(tx: DatabaseOrTransaction, clienteId: string, id: string) {
  await tx.delete(cluster).where(and(eq(cluster.clienteId, clienteId), eq(cluster.id, id)));
}

export interface ClusterLinks {
  empresas: string[];
  centros: string[];
  outliers: string[];
}

/** Replaces the stored members and outliers of a cluster (a dynamic cluster stores no members). */
export async function replaceClusterLinks(
  tx: DatabaseOrTransaction,
  clienteId: string,
  clusterId: string,
  links: ClusterLinks,
) {
  const tables = [clusterEmpresa, clusterCentroDeCusto, clusterOutlier] as const;
  for (const t of tables) {
    await tx.delete(t).where(and(eq(t.clienteId, clienteId), eq(t.clusterId, clusterId)));
  }
  // in slices: each row binds 3 parameters, and a statement takes at most 65,535
  for (const part of slices(links.empresas)) {
    await tx.insert(clusterEmpresa).values(part.map((empresaId) => ({ clienteId, clusterId, empresaId })));
  }
  for (const part of slices(links.centros)) {
    await tx
      .insert(clusterCentroDeCusto)
      .values(part.map((centroDeCustoId) => ({ clienteId, clusterId, centroDeCustoId })));
  }
  for (const part of slices(links.outliers)) {
    await tx.insert(clusterOutlier).values(part.map((empresaId) => ({ clienteId, clusterId, empresaId })));
  }
}

const SLICE = 5_000;
function* slices<T>(items: readonly T[]): Generator<T[]> {
  for (let i = 0; i < items.length; i += SLICE) yield items.slice(i, i + SLICE);
}

/** The stored members and outliers of a cluster, each list sorted. */
export async function loadClusterLinks(
  tx: DatabaseOrTransaction,
  clienteId: string,
  clusterId: string,
): Promise<ClusterLinks> {
  // one query at a time: a transaction's connection runs them in sequence anyway
  const empresas = await tx
    .select({ id: clusterEmpresa.empresaId })
    .from(clusterEmpresa)
    .where(and(eq(clusterEmpresa.clienteId, clienteId), eq(clusterEmpresa.clusterId, clusterId)));
  const centros = await tx
    .select({ id: clusterCentroDeCusto.centroDeCustoId })
    .from(clusterCentroDeCusto)
    .where(and(eq(clusterCentroDeCusto.clienteId, clienteId), eq(clusterCentroDeCusto.clusterId, clusterId)));
  const outliers = await loadOutlierIds(tx, clienteId, [clusterId]);
  const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();
  return {
    empresas: ids(empresas),
    centros: ids(centros),
    outliers: outliers.map((o) => o.empresaId).sort(),
  };
}

/** Outlier stores of the clusters. */
export function loadOutlierIds(tx: DatabaseOrTransaction, clienteId: string, clusterIds: readonly string[]) {
  if (clusterIds.length === 0) return Promise.resolve([]);
  return tx
    .select({ clusterId: clusterOutlier.clusterId, empresaId: clusterOutlier.empresaId })
    .from(clusterOutlier)
    .where(and(eq(clusterOutlier.clienteId, clienteId), anyUuid(clusterOutlier.clusterId, clusterIds)));
}

/** Which of the ids are rows of `table` (marcas, grupos or stores) of the cliente. */
async function existingIds(
  tx: DatabaseOrTransaction,
  table: typeof marca | typeof grupo | typeof empresa,
  clienteId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows: { id: string }[] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.clienteId, clienteId), anyUuid(table.id, ids)));
  return new Set(rows.map((r) => r.id));
}

export const existingMarcaIds = (tx: DatabaseOrTransaction, clienteId: string, ids: readonly string[]) =>
  existingIds(tx, marca, clienteId, ids);
export const existingGrupoIds = (tx: DatabaseOrTransaction, clienteId: string, ids: readonly string[]) =>
  existingIds(tx, grupo, clienteId, ids);
export const existingEmpresaIds = (tx: DatabaseOrTransaction, clienteId: string, ids: readonly string[]) =>
  existingIds(tx, empresa, clienteId, ids);

/** The cost centres of the cliente among `ids`, with their store. */
export function loadCentros(tx: DatabaseOrTransaction, clienteId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: centroDeCusto.id, empresaId: centroDeCusto.empresaId })
    .from(centroDeCusto)
    .where(and(eq(centroDeCusto.clienteId, clienteId), anyUuid(centroDeCusto.id, ids)));
}

/** Names of the access rules that name the cluster (in either of their cluster lists), sorted. */
export async function rulesNamingCluster(
  tx: DatabaseOrTransaction,
  clienteId: string,
  clusterId: string,
): Promise<string[]> {
  const result = await tx.execute<{ nome: string }>(sql`
    select ${regraAcesso.nome} as nome from ${regraAcesso}
    where ${regraAcesso.clienteId} = ${clienteId} and ${regraAcesso.id} in (
      select ${regraAcessoClusterEmpresa.regraAcessoId} from ${regraAcessoClusterEmpresa}
      where ${regraAcessoClusterEmpresa.clienteId} = ${clienteId} and ${regraAcessoClusterEmpresa.clusterId} = ${clusterId}
      union
      select ${regraAcessoClusterCentroDeCusto.regraAcessoId} from ${regraAcessoClusterCentroDeCusto}
      where ${regraAcessoClusterCentroDeCusto.clienteId} = ${clienteId} and ${regraAcessoClusterCentroDeCusto.clusterId} = ${clusterId}
    )
    order by lower(${regraAcesso.nome})`);
  return result.rows.map((r) => r.nome);
}

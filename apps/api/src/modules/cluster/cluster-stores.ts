import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { centroDeCusto, empresa, grupo } from '../../db/schema/index.ts';
import { anyUuid } from '../../db/sql-helpers.ts';
import { loadClusterMembers } from '../access/cluster-members.ts';
import { scopeCondition, type Scope } from '../access/scope.ts';
import type { ReportRunContext } from '../../xlsx/report-kind.ts';
import { visibleClusters } from './cluster-access.ts';
import { listClusterRows, loadOutlierIds, type ClusterDbRow } from './queries.ts';

/** A store as the cluster reports list it. */
export interface StoreInfo {
  id: string;
  razaoSocial: string;
  cnpj: string;
  codigoLoja: string | null;
  nomeGrupo: string;
}

/** A cluster the requester may see, with its stores (within their scope) and its outliers. */
export interface ClusterStores {
  cluster: ClusterDbRow;
  stores: StoreInfo[];
  outliers: Set<string>;
}

/**
 * The clusters the requester may see (optionally by name), each with its stores now, within the scope: static
 * ones by membership, dynamic ones by their filters; a cost-centre cluster lists the stores of its cost centres.
 */
export async function loadClustersWithStores(
  ctx: ReportRunContext<Scope>,
  nome: string | undefined,
): Promise<ClusterStores[]> {
  const { tx, clienteId, scope } = ctx;
  const clusters = await visibleClusters(tx, clienteId, scope, await listClusterRows(tx, clienteId, nome));
  const members = await loadClusterMembers(tx, clienteId, clusters);
  const centroIds = clusters
    .filter((c) => c.alvo === 'centro_de_custo')
    .flatMap((c) => [...(members.get(c.id) ?? [])]);
  const storeOfCentro = await storesOfCentros(tx, clienteId, centroIds);
  const storeIdsOf = (c: ClusterDbRow) =>
    new Set(
      [...(members.get(c.id) ?? [])].flatMap((id) =>
        c.alvo === 'empresa' ? [id] : (storeOfCentro.get(id) ?? []),
      ),
    );
  const all = new Set(clusters.flatMap((c) => [...storeIdsOf(c)]));
  const stores = await loadStores(tx, clienteId, scope, [...all]);
  const outliers = await loadOutlierIds(
    tx,
    clienteId,
    clusters.map((c) => c.id),
  );
  return clusters.map((c) => {
    const ids = storeIdsOf(c);
    return {
      cluster: c,
      stores: stores.filter((s) => ids.has(s.id)),
      outliers: new Set(outliers.filter((o) => o.clusterId === c.id).map((o) => o.empresaId)),
    };
  });
}

async function storesOfCentros(tx: DatabaseOrTransaction, clienteId: string, ids: string[]) {
  const map = new Map<string, string[]>();
  if (ids.length === 0) return map;
  const rows = await tx
    .select({ id: centroDeCusto.id, empresaId: centroDeCusto.empresaId })
    .from(centroDeCusto)
    .where(and(eq(centroDeCusto.clienteId, clienteId), anyUuid(centroDeCusto.id, ids)));
  for (const r of rows) map.set(r.id, [r.empresaId]);
  return map;
}

/** The stores, in the scope, by razão social. */
function loadStores(
  tx: DatabaseOrTransaction,
  clienteId: string,
  scope: Scope,
  ids: string[],
): Promise<StoreInfo[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({
      id: empresa.id,
      razaoSocial: empresa.razaoSocial,
      cnpj: empresa.cnpj,
      codigoLoja: empresa.codigoLoja,
      nomeGrupo: grupo.nome,
    })
    .from(empresa)
    .innerJoin(grupo, and(eq(grupo.clienteId, empresa.clienteId), eq(grupo.id, empresa.grupoId)))
    .where(
      and(
        eq(empresa.clienteId, clienteId),
        anyUuid(empresa.id, ids),
        scopeCondition(scope, 'empresaIds', empresa.id),
      ),
    )
    .orderBy(sql`lower(${empresa.razaoSocial})`, empresa.id);
}

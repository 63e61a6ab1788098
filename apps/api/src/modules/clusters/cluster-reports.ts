import { clusterModeloColumns, tipoDeClusterLabels } from '@matriz/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { centroDeCusto, empresa, grupo } from '../../db/schema/index.ts';
import { loadClusterMembers } from '../access/cluster-members.ts';
import { scopeCondition, type Scope } from '../access/scope.ts';
import type { ReportKind, ReportRunContext } from '../relatorios/report-kind.ts';
import { tipoDeClusterOf, visibleClusters } from './cluster-access.ts';
import { listClusterRows, loadOutlierIds, type ClusterDbRow } from './queries.ts';

export const clusterReportParams = z.object({ nome: z.string().trim().optional() });
export type ClusterReportParams = z.infer<typeof clusterReportParams>;

interface StoreInfo {
  id: string;
  razaoSocial: string;
  cnpj: string;
  codigoLoja: string | null;
  nomeGrupo: string;
}

interface ClusterStores {
  cluster: ClusterDbRow;
  stores: StoreInfo[];
  outliers: Set<string>;
}

/**
 * The clusters the requester may see (optionally by name), each with its stores now, within the scope: static
 * ones by membership, dynamic ones by their filters; a cost-centre cluster lists the stores of its cost centres.
 */
async function loadClustersWithStores(
  ctx: ReportRunContext,
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
    .where(
      and(eq(centroDeCusto.clienteId, clienteId), sql`${centroDeCusto.id} = any(${sql.param(ids)}::uuid[])`),
    );
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
        sql`${empresa.id} = any(${sql.param(ids)}::uuid[])`,
        scopeCondition(scope, 'empresaIds', empresa.id),
      ),
    )
    .orderBy(sql`lower(${empresa.razaoSocial})`, empresa.id);
}

const simNao = (b: boolean) => (b ? 'Sim' : 'Não');
const filtrosOf = (p: ClusterReportParams): [string, string][] => (p.nome ? [['Nome', p.nome]] : []);

/**
 * The cluster report: one row per cluster × store (cluster, type, active, store razão social, CNPJ, code, grupo,
 * outlier); a cluster without stores gets one row with the store cells empty, so every cluster shows.
 */
export const clusterReport: ReportKind<ClusterReportParams> = {
  origem: 'cluster',
  descricao: 'Clusters',
  parametros: clusterReportParams,
  nomeArquivo: () => 'clusters',
  async run(ctx, params, writer) {
    const sheet = await writer.addSheet(
      'Clusters',
      [
        { header: 'Cluster', width: 30 },
        { header: 'Tipo', width: 12 },
        { header: 'Ativo', width: 8 },
        { header: 'Razão social', width: 40 },
        { header: 'CNPJ', width: 18 },
        { header: 'Código da loja', width: 14 },
        { header: 'Grupo', width: 30 },
        { header: 'Outlier', width: 8 },
      ],
      filtrosOf(params),
    );
    let rows = 0;
    for (const { cluster, stores, outliers } of await loadClustersWithStores(ctx, params.nome)) {
      const head = [cluster.nome, tipoDeClusterLabels[tipoDeClusterOf(cluster.tipo)], simNao(cluster.ativo)];
      if (stores.length === 0) {
        await sheet.addRow([...head, '', '', '', '', '']);
        rows += 1;
      }
      for (const s of stores) {
        await sheet.addRow([
          ...head,
          s.razaoSocial,
          s.cnpj,
          s.codigoLoja ?? '',
          s.nomeGrupo,
          simNao(outliers.has(s.id)),
        ]);
        rows += 1;
      }
    }
    return rows;
  },
};

/**
 * The cluster model: the layout a bulk cluster upload reads (clusterModeloColumns), filled with the network's
 * current store clusters, one row per cluster × store (cost-centre clusters do not fit the layout).
 */
export const clusterModeloReport: ReportKind<ClusterReportParams> = {
  origem: 'cluster-modelo',
  descricao: 'Modelo de clusters',
  parametros: clusterReportParams,
  nomeArquivo: () => 'modelo-clusters',
  async run(ctx, params, writer) {
    const widths = [30, 40, 18, 14];
    const sheet = await writer.addSheet(
      'Clusters',
      clusterModeloColumns.map((header, i) => ({ header, width: widths[i] ?? 20 })),
      filtrosOf(params),
    );
    let rows = 0;
    for (const { cluster, stores } of await loadClustersWithStores(ctx, params.nome)) {
      if (cluster.alvo !== 'empresa') continue;
      for (const s of stores) {
        await sheet.addRow([cluster.nome, cluster.descricao, s.cnpj, s.codigoLoja ?? '']);
        rows += 1;
      }
    }
    return rows;
  },
};

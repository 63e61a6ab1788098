import { clusterModeloColumns } from '@matriz/contracts';
import type { ReportKind } from '../../xlsx/report-kind.ts';
import type { Scope } from '../access/scope.ts';
import { clusterReportFiltros, clusterReportParams, type ClusterReportParams } from './cluster-report.ts';
import { loadClustersWithStores } from './cluster-stores.ts';

/**
 * The cluster model: the layout a bulk cluster upload reads (clusterModeloColumns), filled with the network's
 * current store clusters, one row per cluster × store (cost-centre clusters do not fit the layout).
 */
export const clusterModeloReport: ReportKind<ClusterReportParams, Scope> = {
  origem: 'cluster-modelo',
  descricao: 'Modelo de clusters',
  parametros: clusterReportParams,
  nomeArquivo: () => 'modelo-clusters',
  async run(ctx, params, writer) {
    const widths = [30, 40, 18, 14];
    const sheet = await writer.addSheet(
      'Clusters',
      clusterModeloColumns.map((header, i) => ({ header, width: widths[i] ?? 20 })),
      clusterReportFiltros(params),
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

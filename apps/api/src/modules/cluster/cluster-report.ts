import { clusterReportQuery, tipoDeClusterLabels, type ClusterReportQuery } from '@matriz/contracts';
import type { ReportKind } from '../../xlsx/report-kind.ts';
import type { Scope } from '../access/scope.ts';
import { tipoDeClusterOf } from './cluster-access.ts';
import { loadClustersWithStores } from './cluster-stores.ts';

export const clusterReportParams = clusterReportQuery;
export type ClusterReportParams = ClusterReportQuery;

const simNao = (b: boolean) => (b ? 'Sim' : 'Não');

/** The header block's filters of both cluster reports. */
export const clusterReportFiltros = (p: ClusterReportParams): [string, string][] =>
  p.nome ? [['Nome', p.nome]] : [];

/**
 * The cluster report: one row per cluster × store (cluster, type, active, store razão social, CNPJ, code, grupo,
 * outlier); a cluster without stores gets one row with the store cells empty, so every cluster shows.
 */
export const clusterReport: ReportKind<ClusterReportParams, Scope> = {
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
      clusterReportFiltros(params),
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

import {
  clusterIdQuery,
  clusterMessages,
  clusterOutput,
  clusterReportQueuedOutput,
  createClusterInput,
  endpoints,
  listClusterEmpresasOutput,
  listClusterEmpresasQuery,
  listClustersOutput,
  listClustersQuery,
  messageOutput,
  saveClusterOutput,
  updateClusterInput,
} from '@matriz/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireScope, type RouteAccess } from '../access/auth-context.ts';
import type { Scope } from '../access/scope.ts';
import { enqueueReport } from '../relatorio/enqueue-report.ts';
import type { ReportKind } from '../../xlsx/report-kind.ts';
import { clusterModeloReport } from './cluster-modelo-report.ts';
import { clusterReport, clusterReportParams, type ClusterReportParams } from './cluster-report.ts';
import { deleteCluster } from './delete-cluster.ts';
import { getCluster } from './get-cluster.ts';
import { listClusterEmpresas } from './list-cluster-empresas.ts';
import { listClusters } from './list-clusters.ts';
import { saveCluster } from './save-cluster.ts';

const tags = ['Clusters'];
/**
 * Rule Cluster (spec 000 §2.1, 002 §6). Reading needs any Cluster claim (the route's own rule, no action);
 * Salvar creates and edits, Deletar deletes. Clusters are not premium (Starter creates static ones); queuing the
 * report and the model export is, as every report export (spec 000 §6).
 */
const access = (action?: 'Salvar' | 'Deletar', premium = false): { access: RouteAccess } => ({
  access: { rule: 'Cluster', ...(action ? { action } : {}), ...(premium ? { premium } : {}) },
});

export const clusterRoutes: FastifyPluginAsyncZod = async (app) => {
  const e = endpoints.cluster;

  app.get(
    e.listar,
    {
      config: access(),
      schema: {
        tags,
        summary: 'Listar clusters',
        querystring: listClustersQuery,
        response: { 200: listClustersOutput },
      },
    },
    async (request) => listClusters(app.db, requireAuth(request), await requireScope(request), request.query),
  );

  app.get(
    e.obter,
    {
      config: access(),
      schema: {
        tags,
        summary: 'Obter cluster',
        querystring: clusterIdQuery,
        response: { 200: clusterOutput },
      },
    },
    async (request) =>
      getCluster(app.db, requireAuth(request), await requireScope(request), request.query.id),
  );

  app.post(
    e.criar,
    {
      config: access('Salvar'),
      schema: {
        tags,
        summary: 'Criar cluster',
        body: createClusterInput,
        response: { 200: saveClusterOutput },
      },
    },
    async (request) =>
      saveCluster(app.db, requireAuth(request), await requireScope(request), null, request.body),
  );

  app.put(
    e.editar,
    {
      config: access('Salvar'),
      schema: {
        tags,
        summary: 'Editar cluster',
        body: updateClusterInput,
        response: { 200: saveClusterOutput },
      },
    },
    async (request) =>
      saveCluster(app.db, requireAuth(request), await requireScope(request), request.body._id, request.body),
  );

  app.delete(
    e.deletar,
    {
      config: access('Deletar'),
      schema: {
        tags,
        summary: 'Deletar cluster',
        querystring: clusterIdQuery,
        response: { 200: messageOutput },
      },
    },
    async (request) =>
      deleteCluster(app.db, requireAuth(request), await requireScope(request), request.query.id),
  );

  app.get(
    e.listarEmpresas,
    {
      config: access(),
      schema: {
        tags,
        summary: 'Empresas de um cluster, ou as que uma definição dinâmica teria',
        querystring: listClusterEmpresasQuery,
        response: { 200: listClusterEmpresasOutput },
      },
    },
    async (request) =>
      listClusterEmpresas(app.db, requireAuth(request), await requireScope(request), request.query),
  );

  const queue =
    (kind: ReportKind<ClusterReportParams, Scope>) =>
    async (params: ClusterReportParams, request: Parameters<typeof requireAuth>[0]) => {
      const auth = requireAuth(request);
      const { id } = await enqueueReport(
        app.db,
        { clienteId: auth.clienteId, usuarioId: auth.usuarioId },
        kind,
        params,
      );
      return { id, message: clusterMessages.reportQueued };
    };
  const queueReport = queue(clusterReport);
  const queueModelo = queue(clusterModeloReport);

  app.get(
    e.gerarRelatorio,
    {
      config: access(undefined, true),
      schema: {
        tags,
        summary: 'Solicitar o relatório de clusters (fila de relatórios)',
        querystring: clusterReportParams,
        response: { 200: clusterReportQueuedOutput },
      },
    },
    (request) => queueReport(request.query, request),
  );

  app.get(
    e.exportarModelo,
    {
      config: access(undefined, true),
      schema: {
        tags,
        summary: 'Solicitar o modelo de clusters (fila de relatórios)',
        querystring: clusterReportParams,
        response: { 200: clusterReportQueuedOutput },
      },
    },
    (request) => queueModelo(request.query, request),
  );
};

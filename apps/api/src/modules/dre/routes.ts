import {
  consultaDreInput,
  type ConsultaDre,
  detalhesLinhaDreInput,
  detalhesLinhaDreOutput,
  detalhesMesDreInput,
  detalhesMesDreOutput,
  dreResultado,
  endpoints,
  exportarDetalhesLinhaDreInput,
  exportarDetalhesLinhaDreOutput,
  exportarDetalhesMesDreInput,
  exportarDetalhesMesDreOutput,
  exportarDreInput,
  exportarDreOutput,
  linhasDreOutput,
  linhasDreQuery,
  modelosDreOutput,
} from '@matriz/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireScope, type AuthContext } from '../access/auth-context.ts';
import { assertDetalhePremium, dreAccess, dreTags as tags } from './access.ts';
import { exportarDre } from './exportar-dre.ts';
import { getDetalhesLinhaDre } from './get-detalhes-linha-dre.ts';
import { getDetalhesMesDre } from './get-detalhes-mes-dre.ts';
import { getDre } from './get-dre.ts';
import { listLinhasDre } from './list-linhas-dre.ts';
import { listModelosDre } from './list-modelos-dre.ts';
import { requestDetalhesLinhaDreReport } from './request-detalhes-linha-dre-report.ts';
import { requestDetalhesMesDreReport } from './request-detalhes-mes-dre-report.ts';
import { assertFiltroBDoConsultor } from './validate-consulta-dre.ts';

/**
 * The signed-in user asking for a DRE query, refused (400) when their rule's consultant view does not take the
 * query's filter B (spec 001 §6). `prefixo`: where the query is in the body.
 */
function leitorDaConsulta(request: FastifyRequest, q: ConsultaDre, prefixo = ''): AuthContext {
  const auth = requireAuth(request);
  assertFiltroBDoConsultor(auth, q, prefixo);
  return auth;
}

/** DRE (spec 001 §2.1, §3, §7; issue 10): the models and lines, the search, and the month and line details. */
export const dreRoutes: FastifyPluginAsyncZod = async (app) => {
  const e = endpoints.dre;

  app.get(
    e.modelos,
    {
      config: dreAccess(),
      schema: { tags, summary: 'Listar os modelos de DRE do cliente', response: { 200: modelosDreOutput } },
    },
    async (request) => listModelosDre(app.db, requireAuth(request)),
  );

  app.get(
    e.linhas,
    {
      config: dreAccess(),
      schema: {
        tags,
        summary: 'Listar as linhas de um modelo de DRE (em ordem de árvore)',
        querystring: linhasDreQuery,
        response: { 200: linhasDreOutput },
      },
    },
    async (request) => listLinhasDre(app.db, requireAuth(request), request.query),
  );

  app.post(
    e.listar,
    {
      config: dreAccess(),
      // the answer is built field by field from the engine's matrix (getDre) and its shape is held to the schema
      // by the API tests; re-validating tens of thousands of cells on every search would copy the whole answer
      // once more (the schema still documents it)
      serializerCompiler: () => (data) => JSON.stringify(data),
      schema: {
        tags,
        summary: 'Pesquisar a DRE (a matriz de linhas × colunas)',
        body: consultaDreInput,
        response: { 200: dreResultado },
      },
    },
    async (request) =>
      getDre(app.db, leitorDaConsulta(request, request.body), await requireScope(request), request.body),
  );

  app.post(
    e.detalhesMes,
    {
      config: dreAccess(),
      schema: {
        tags,
        summary: 'Detalhes do mês selecionado (uma célula por conta e por empresa)',
        body: detalhesMesDreInput,
        response: { 200: detalhesMesDreOutput },
      },
    },
    async (request) =>
      getDetalhesMesDre(
        app.db,
        leitorDaConsulta(request, request.body.filter, 'filter.'),
        await requireScope(request),
        request.body,
      ),
  );

  app.post(
    e.exportarDetalhesMes,
    {
      // the month detail's checks; the file waits in the report list, which is premium (spec 000 §6)
      config: { access: { ...dreAccess('Exportar').access, premium: true } },
      schema: {
        tags,
        summary: 'Exportar os Detalhes do mês selecionado (fila de relatórios, premium)',
        body: exportarDetalhesMesDreInput,
        response: { 200: exportarDetalhesMesDreOutput },
      },
    },
    async (request) =>
      requestDetalhesMesDreReport(
        app.db,
        leitorDaConsulta(request, request.body.filter, 'filter.'),
        await requireScope(request),
        request.body,
      ),
  );

  app.post(
    e.detalhesLinha,
    {
      config: dreAccess(),
      // premium only: refused with the spec's text before the body is validated
      onRequest: async (request) => assertDetalhePremium(requireAuth(request)),
      schema: {
        tags,
        summary: 'Detalhes de Linha: os lançamentos de uma célula, paginados (premium)',
        body: detalhesLinhaDreInput,
        response: { 200: detalhesLinhaDreOutput },
      },
    },
    async (request) =>
      getDetalhesLinhaDre(
        app.db,
        leitorDaConsulta(request, request.body.filter, 'filter.'),
        await requireScope(request),
        request.body,
      ),
  );

  app.post(
    e.exportarDetalhesLinha,
    {
      config: dreAccess('Exportar'),
      onRequest: async (request) => assertDetalhePremium(requireAuth(request)),
      schema: {
        tags,
        summary: 'Exportar os Detalhes de Linha de uma célula (fila de relatórios, premium)',
        body: exportarDetalhesLinhaDreInput,
        response: { 200: exportarDetalhesLinhaDreOutput },
      },
    },
    async (request) =>
      requestDetalhesLinhaDreReport(
        app.db,
        leitorDaConsulta(request, request.body.filter, 'filter.'),
        await requireScope(request),
        request.body,
      ),
  );

  app.post(
    e.exportar,
    {
      // report downloads are premium (spec 000 §6): a Starter cliente's file could never be downloaded
      config: { access: { ...dreAccess('Exportar').access, premium: true } },
      schema: {
        tags,
        summary: 'Exportar DRE: um dos sete tipos, na fila de relatórios (premium)',
        body: exportarDreInput,
        response: { 200: exportarDreOutput },
      },
    },
    async (request) =>
      exportarDre(app.db, leitorDaConsulta(request, request.body), await requireScope(request), request.body),
  );
};

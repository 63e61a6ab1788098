import {
  consultaFluxoInput,
  detalhesFluxoInput,
  detalhesFluxoOutput,
  endpoints,
  fluxoDeCaixaResultado,
  modelosFluxoOutput,
} from '@matriz/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireScope } from '../access/auth-context.ts';
import { assertDetalheDfcPremium, dfcAccess, dfcTags as tags } from './dfc-access.ts';
import { listModelosFluxo } from './dfc-list-modelos.ts';
import { getDetalhesFluxoDeCaixa } from './get-detalhes-fluxo-de-caixa.ts';
import { getFluxoDeCaixa } from './get-fluxo-de-caixa.ts';

/** The cash-flow tab of /fluxo-de-caixa (spec 001 §2.3, §3, §7; issue 12 §1–2): the models, the search, the detail. */
export const dfcRoutes: FastifyPluginAsyncZod = async (app) => {
  const e = endpoints.dfc;

  app.get(
    e.modelos,
    {
      config: dfcAccess,
      schema: {
        tags,
        summary: 'Listar os modelos de fluxo de caixa do cliente',
        response: { 200: modelosFluxoOutput },
      },
    },
    async (request) => listModelosFluxo(app.db, requireAuth(request)),
  );

  app.post(
    e.listar,
    {
      config: dfcAccess,
      // the answer is built field by field from the engine's matrix (a year of days is tens of thousands of cells)
      // and held to the schema by the API tests, as the DRE's search (the schema still documents it)
      serializerCompiler: () => (data) => JSON.stringify(data),
      schema: {
        tags,
        summary: 'Pesquisar o fluxo de caixa (a matriz de linhas × períodos, com os saldos)',
        body: consultaFluxoInput,
        response: { 200: fluxoDeCaixaResultado },
      },
    },
    async (request) =>
      getFluxoDeCaixa(app.db, requireAuth(request), await requireScope(request), request.body),
  );

  app.post(
    e.detalhes,
    {
      config: dfcAccess,
      // premium only: refused with the spec's text before the body is validated
      onRequest: async (request) => assertDetalheDfcPremium(requireAuth(request)),
      schema: {
        tags,
        summary: 'Detalhe de uma célula do fluxo de caixa: os lançamentos, paginados (premium)',
        body: detalhesFluxoInput,
        response: { 200: detalhesFluxoOutput },
      },
    },
    async (request) =>
      getDetalhesFluxoDeCaixa(app.db, requireAuth(request), await requireScope(request), request.body),
  );
};

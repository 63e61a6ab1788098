import {
  criarDeParaFranqueadoInput,
  criarDeParaFranqueadorInput,
  criarDeParaOutput,
  deParaAcaoOutput,
  deParaIdsInput,
  endpoints,
} from '@matriz/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireScope } from '../access/auth-context.ts';
import { deParaAccess, deParaTags as tags } from './access.ts';
import { changeDeParaStatus, type DeParaAcao } from './change-de-para-status.ts';
import { createDePara } from './create-de-para.ts';
import { deParaListRoutes } from './list-routes.ts';
import { solicitacoesRoutes } from './solicitacoes-routes.ts';
import { vinculoRoutes } from './vinculo-routes.ts';

/** De-Para (spec 002 §2.2, §2.3, §7; issue 9): the mapping work here, the lists, requests and links beside. */
export const deParaRoutes: FastifyPluginAsyncZod = async (app) => {
  const e = endpoints.dePara;

  app.post(
    e.criarFranqueado,
    {
      config: deParaAccess(),
      schema: {
        tags,
        summary: 'Criar De-Para pela visão do franqueado (pendente → revisão)',
        body: criarDeParaFranqueadoInput,
        response: { 200: criarDeParaOutput },
      },
    },
    async (request) =>
      createDePara(app.db, requireAuth(request), await requireScope(request), 'franqueado', request.body),
  );

  app.post(
    e.criarFranqueador,
    {
      config: deParaAccess(),
      schema: {
        tags,
        summary: 'Criar De-Para pela visão do franqueador (pendente → revisão)',
        body: criarDeParaFranqueadorInput,
        response: { 200: criarDeParaOutput },
      },
    },
    async (request) =>
      createDePara(app.db, requireAuth(request), await requireScope(request), 'franqueador', request.body),
  );

  const statusRoute = (path: string, acao: DeParaAcao, summary: string) =>
    app.post(
      path,
      {
        config: deParaAccess(),
        schema: { tags, summary, body: deParaIdsInput, response: { 200: deParaAcaoOutput } },
      },
      async (request) =>
        changeDeParaStatus(app.db, requireAuth(request), await requireScope(request), acao, request.body),
    );
  statusRoute(e.aprovar, 'aprovar', 'Aprovar De-Paras em revisão');
  statusRoute(e.desfazer, 'desfazer', 'Desfazer De-Paras em revisão (voltam a pendentes)');
  statusRoute(e.desaprovar, 'desaprovar', 'Desaprovar De-Paras aprovados (voltam à revisão)');

  await app.register(deParaListRoutes);
  await app.register(solicitacoesRoutes);
  await app.register(vinculoRoutes);
};

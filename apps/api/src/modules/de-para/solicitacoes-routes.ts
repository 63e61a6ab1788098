import {
  aprovarSolicitacoesInput,
  endpoints,
  listarSolicitacoesOutput,
  listarSolicitacoesQuery,
  rejeitarSolicitacoesInput,
  solicitacoesAcaoOutput,
} from '@matriz/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireScope } from '../access/auth-context.ts';
import { deParaAccess, deParaTags as tags } from './access.ts';
import { approveSolicitacoes } from './approve-solicitacoes.ts';
import { listSolicitacoes } from './list-solicitacoes.ts';
import { rejectSolicitacoes } from './reject-solicitacoes.ts';

/** The Solicitações tab (spec 002 §2.2, §4, §7; issue 9 §3): the franchisees' mapping requests. */
export const solicitacoesRoutes: FastifyPluginAsyncZod = async (app) => {
  const e = endpoints.dePara;

  app.get(
    e.listarSolicitacoes,
    {
      config: deParaAccess(),
      schema: {
        tags,
        summary: 'Listar solicitações de De-Para dos franqueados',
        querystring: listarSolicitacoesQuery,
        response: { 200: listarSolicitacoesOutput },
      },
    },
    async (request) =>
      listSolicitacoes(app.db, requireAuth(request), await requireScope(request), request.query),
  );

  app.post(
    e.aprovarSolicitacoes,
    {
      config: deParaAccess(),
      schema: {
        tags,
        summary: 'Aprovar solicitações em aberto (o De-Para pedido vai para Revisão)',
        body: aprovarSolicitacoesInput,
        response: { 200: solicitacoesAcaoOutput },
      },
    },
    async (request) =>
      approveSolicitacoes(app.db, requireAuth(request), await requireScope(request), request.body),
  );

  app.post(
    e.rejeitarSolicitacoes,
    {
      config: deParaAccess(),
      schema: {
        tags,
        summary: 'Rejeitar solicitações em aberto, com justificativa',
        body: rejeitarSolicitacoesInput,
        response: { 200: solicitacoesAcaoOutput },
      },
    },
    async (request) =>
      rejectSolicitacoes(app.db, requireAuth(request), await requireScope(request), request.body),
  );
};

import { endpoints, vinculoAutomaticoOutput } from '@matriz/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../access/auth-context.ts';
import { deParaAccess, deParaTags as tags } from './access.ts';
import { getAutoLinkState, requestAutoLink } from './vinculo-request.ts';

/** 'Vincular Automaticamente' (issue 9 §1, §4; spec 002 §4, §9): its lock, and the request of the queued job. */
export const vinculoRoutes: FastifyPluginAsyncZod = async (app) => {
  const path = endpoints.dePara.vinculoAutomatico;

  app.get(
    path,
    {
      config: deParaAccess(),
      schema: {
        tags,
        summary: 'Quando o vínculo automático volta a ficar disponível (null: disponível)',
        response: { 200: vinculoAutomaticoOutput },
      },
    },
    (request) => getAutoLinkState(app.db, requireAuth(request)),
  );

  app.post(
    path,
    {
      config: deParaAccess('VinculoAutomatico'),
      schema: {
        tags,
        summary:
          'Vincular automaticamente as contas pendentes com sugestão de confiança alta (vão para Revisão; ' +
          'relatório na fila). 429 quando solicitado nos últimos 15 minutos.',
        response: { 200: vinculoAutomaticoOutput },
      },
    },
    (request) => requestAutoLink(app.db, requireAuth(request), app.config.deParaAutoLinkMinConfidence),
  );
};

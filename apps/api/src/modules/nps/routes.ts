import {
  endpoints,
  messageOutput,
  npsCampanhaAtivaOutput,
  npsUsuarioOutput,
  npsUsuarioQuery,
  salvarNpsInput,
} from '@matriz/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../access/auth-context.ts';
import { getActiveCampanha } from './get-active-campanha.ts';
import { getNpsUsuario } from './get-nps-usuario.ts';
import { saveNps } from './save-nps.ts';

/** Satisfaction survey (spec 000 §2.9, §7): any signed-in user, no access rule. */
export const npsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    endpoints.nps.campanhaAtiva,
    {
      schema: {
        tags: ['NPS'],
        summary: 'Campanha de NPS oferecida hoje (ou null)',
        response: { 200: npsCampanhaAtivaOutput },
      },
    },
    () => getActiveCampanha({ db: app.db, now: new Date() }),
  );

  app.get(
    endpoints.nps.usuario,
    {
      schema: {
        tags: ['NPS'],
        summary: 'Se o usuário já respondeu a campanha',
        querystring: npsUsuarioQuery,
        response: { 200: npsUsuarioOutput },
      },
    },
    (request) => getNpsUsuario(app.db, requireAuth(request), request.query),
  );

  app.post(
    endpoints.nps.salvar,
    {
      schema: {
        tags: ['NPS'],
        summary: 'Salvar a resposta da pesquisa',
        body: salvarNpsInput,
        response: { 200: messageOutput },
      },
    },
    (request) => saveNps({ db: app.db, now: new Date() }, requireAuth(request), request.body),
  );
};

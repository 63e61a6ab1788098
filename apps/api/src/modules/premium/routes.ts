import { endpoints, messageOutput } from '@matriz/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../access/auth-context.ts';
import { requestPremium } from './request-premium.ts';

export const premiumRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    endpoints.premium.solicitar,
    { schema: { tags: ['Premium'], summary: 'Solicitar o plano Premium', response: { 200: messageOutput } } },
    (request) => requestPremium({ db: app.db, config: app.config, mailer: app.mailer }, requireAuth(request)),
  );
};

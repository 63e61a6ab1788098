import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// TEMPORARY (helper B fills it in): the Solicitações routes.
export const solicitacoesRoutes: FastifyPluginAsyncZod = async () => {};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// TEMPORARY (helper B fills it in): the automatic-link routes.
export const vinculoRoutes: FastifyPluginAsyncZod = async () => {};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// TEMPORARY (helper A fills it in): the De-Para list, detail, options, history, report and unmapped routes.
export const deParaListRoutes: FastifyPluginAsyncZod = async () => {};

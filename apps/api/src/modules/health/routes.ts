import { endpoints } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthOutput = z.object({
  status: z.enum(['ok', 'indisponivel']),
  database: z.enum(['ok', 'indisponivel']),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    endpoints.health,
    {
      config: { auth: false },
      schema: {
        tags: ['Saúde'],
        security: [],
        summary: 'Saúde da API e do banco',
        response: { 200: healthOutput, 503: healthOutput },
      },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'banco indisponível');
        return reply.status(503).send({ status: 'indisponivel' as const, database: 'indisponivel' as const });
      }
    },
  );
};

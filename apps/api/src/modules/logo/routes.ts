import { endpoints } from '@matriz/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withTenant } from '../../db/index.ts';
import { cliente } from '../../db/schema/index.ts';
import { requireAuth } from '../../plugins/auth.ts';

/** GET logo (binary) of the signed-in user's cliente; 204 while the cliente has none (the SPA shows Matriz's). */
export const logoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    endpoints.logo,
    { schema: { tags: ['Logo'], summary: 'Logo do cliente (imagem)' } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const [row] = await withTenant(app.db, auth.clienteId, (tx) =>
        tx
          .select({ logo: cliente.logo, mime: cliente.logoMime })
          .from(cliente)
          .where(eq(cliente.id, auth.clienteId)),
      );
      if (!row?.logo || !row.mime) return reply.status(204).send();
      return reply.type(row.mime).header('cache-control', 'private, max-age=300').send(row.logo);
    },
  );
};

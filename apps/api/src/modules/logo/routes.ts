import { endpoints, LOGO_MAX_BYTES, logoMessages, messageOutput } from '@matriz/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHash } from 'node:crypto';
import { withTenant } from '../../db/index.ts';
import { cliente } from '../../db/schema/index.ts';
import { requireAuth } from '../access/auth-context.ts';
import { multipartPlugin, readUploadedFile } from '../../plugins/multipart.ts';
import { saveLogo } from './save-logo.ts';

/**
 * GET logo (binary) of the signed-in user's cliente; 204 while the cliente has none (the SPA shows Matriz's).
 * POST logo: multipart field `file`, PNG or JPEG up to 1 MB, for users with the Logo permission.
 */
export const logoRoutes: FastifyPluginAsyncZod = async (app) => {
  // multipart parsing (and its per-request hooks) only where files are uploaded
  await app.register(multipartPlugin);

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
      // revalidated on every load, so a new upload shows at once; unchanged bytes answer 304
      const etag = `"${createHash('sha256').update(row.logo).digest('base64url').slice(0, 27)}"`;
      reply.header('cache-control', 'private, no-cache').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(row.mime).send(row.logo);
    },
  );

  app.post(
    endpoints.logo,
    {
      config: { access: { rule: 'Logo', action: 'Salvar' } },
      schema: {
        tags: ['Logo'],
        summary: 'Enviar o logo do cliente',
        description:
          'multipart/form-data com o campo `file`: imagem PNG ou JPEG (verificada pelo conteúdo) de até 1 MB.',
        consumes: ['multipart/form-data'],
        response: { 200: messageOutput },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const bytes = await readUploadedFile(request, {
        field: 'file',
        maxBytes: LOGO_MAX_BYTES,
        missing: logoMessages.invalidFormat,
        tooLarge: logoMessages.tooLarge,
      });
      return saveLogo(app.db, auth, bytes);
    },
  );
};

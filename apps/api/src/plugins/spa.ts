import fastifyStatic from '@fastify/static';
import { errorMessages } from '@matriz/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { extname } from 'node:path';

/**
 * Serves the built SPA. Unknown GET paths without a file extension outside /api get index.html (history
 * fallback, STACK.md); anything else unknown is a 404 problem.
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  const hasSpa = existsSync(opts.root);
  if (hasSpa) {
    await app.register(fastifyStatic, { root: opts.root, wildcard: true, index: false });
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html'),
    );
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/');
    if (hasSpa && request.method === 'GET' && !isApi && !extname(path)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .type('application/problem+json')
      .send({ status: 404, title: errorMessages.notFound });
  });
});

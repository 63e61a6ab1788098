import fastifyStatic from '@fastify/static';
import { errorMessages } from '@matriz/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { extname, relative, sep } from 'node:path';

/** Vite's build output: `assets/<name>-<hash>.<ext>`, also as its precompressed `.br`/`.gz`. */
const HASHED_ASSET = /^assets\/[^/]+-[\w-]{8,}\.[a-z0-9]+(?:\.(?:br|gz))?$/i;

/** A hashed file never changes under its name: cached for a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html (and every other unhashed file) is revalidated on each load, so a new build shows at once. */
export const REVALIDATE = 'no-cache';

/**
 * Serves the built SPA. Unknown GET paths without a file extension outside /api get index.html (history
 * fallback, STACK.md); anything else unknown is a 404 problem. Files are sent as the brotli or gzip file the
 * build wrote beside them when the client accepts it (preCompressed), hashed assets immutable, the rest
 * no-cache (revalidated through ETag/Last-Modified).
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  const hasSpa = existsSync(opts.root);
  const cacheFor = (reply: FastifyReply, path: string) => {
    const file = relative(opts.root, path).split(sep).join('/');
    reply.header('cache-control', HASHED_ASSET.test(file) ? IMMUTABLE : REVALIDATE);
  };
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: opts.root,
      wildcard: true,
      index: false,
      preCompressed: true,
      // .vite/manifest.json (read by scripts/check-bundle.mjs) names the source files: not for the public
      dotfiles: 'ignore',
      // the header is set per file below; @fastify/static's default is `public, max-age=0`
      cacheControl: false,
      setHeaders: cacheFor,
    });
    app.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendFile('index.html'));
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/');
    if (hasSpa && request.method === 'GET' && !isApi && !extname(path)) {
      return reply.sendFile('index.html');
    }
    return reply
      .status(404)
      .type('application/problem+json')
      .send({ status: 404, title: errorMessages.notFound });
  });
});

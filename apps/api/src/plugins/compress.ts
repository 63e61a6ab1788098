import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Brotli or gzip for the API's answers (issue 8 §4), brotli when the client takes both. Registered before the
 * routes: the plugin hooks every route added after it.
 *
 * What is compressed: text (never `text/event-stream`, which must reach the client as it is written), JSON
 * (problem+json too), XML/SVG and what mime-db calls compressible. Not xlsx downloads (already zip files) nor
 * PNG/JPEG logos, which mime-db marks incompressible; they keep streaming as they did. Under 1 KB, partial
 * content (206/Content-Range) and answers that already carry a Content-Encoding (the SPA's files, compressed
 * once at build time with brotli 11 and gzip 9 and sent as they are by plugins/spa.ts) pass untouched.
 * On the fly brotli stays at the plugin's quality 4, which costs about what gzip does.
 */
export const compressPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)/u,
  });
});

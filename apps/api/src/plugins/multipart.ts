import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, badRequest } from '../lib/app-error.ts';

/**
 * multipart/form-data, registered by the route plugins that take uploads (its hooks then run only on their
 * routes). Conservative defaults (one file, few small fields); each route states its own file-size limit
 * when it reads the file.
 */
export const multipartPlugin = fp(async (app: FastifyInstance) => {
  await app.register(multipart, {
    limits: { files: 1, fields: 10, fieldSize: 10_000, parts: 20, headerPairs: 100 },
  });
});

export interface ReadFileOptions {
  /** the form field that carries the file */
  field: string;
  maxBytes: number;
  /** answered with 400 when the request has no file in `field` */
  missing: string;
  /** answered with 413 when the file passes `maxBytes` */
  tooLarge: string;
}

/** The bytes of the single file a multipart request sends in `field`, read up to `maxBytes`. */
export async function readUploadedFile(request: FastifyRequest, options: ReadFileOptions): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(options.missing, options.field);
  const part = await request.file({ limits: { fileSize: options.maxBytes } });
  if (!part || part.fieldname !== options.field) {
    part?.file.resume();
    throw badRequest(options.missing, options.field);
  }
  try {
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw new AppError(413, options.tooLarge, {
        errors: [{ campo: options.field, mensagem: options.tooLarge }],
      });
    }
    throw error;
  }
}

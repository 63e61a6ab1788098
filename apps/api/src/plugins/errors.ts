import { errorMessages, type Problem } from '@matriz/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

function sendProblem(reply: FastifyReply, problem: Problem & Record<string, unknown>) {
  return reply.status(problem.status).type('application/problem+json').send(problem);
}

/** Path of a Zod issue as the form field it belongs to ("body.Email" → "Email"). */
function fieldOf(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
}

/**
 * One error envelope for the whole API: problem+json with pt-BR texts; validation errors list each field;
 * 5xx never leaks internals (the log keeps them, with the request id).
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendProblem(reply, {
        ...error.extra,
        status: error.status,
        title: error.title,
        ...(error.detail ? { detail: error.detail } : {}),
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        campo: fieldOf(v.instancePath),
        mensagem: v.message ?? errorMessages.validation,
      }));
      return sendProblem(reply, {
        status: 400,
        title: errors[0]?.mensagem ?? errorMessages.validation,
        detail: errorMessages.validation,
        errors,
      });
    }
    if (error.statusCode === 429) {
      return sendProblem(reply, { status: 429, title: errorMessages.tooManyRequests });
    }
    if (
      error.statusCode &&
      error.statusCode >= 400 &&
      error.statusCode < 500 &&
      !isResponseSerializationError(error)
    ) {
      request.log.info({ err: error }, 'client error');
      return sendProblem(reply, {
        status: error.statusCode,
        title: errorMessages.request,
        detail: error.message,
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, { status: 500, title: errorMessages.server });
  });
});

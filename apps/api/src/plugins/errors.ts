import { errorMessages, type Problem } from '@matriz/contracts';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import {
  logClientDataError,
  PG_CLIENT_DATA_ERRORS,
  PG_CONCURRENCY_ERRORS,
  pgErrorCode,
} from '../lib/pg-errors.ts';

function sendProblem(reply: FastifyReply, problem: Problem & Record<string, unknown>) {
  return reply.status(problem.status).type('application/problem+json').send(problem);
}

/** Path of a Zod issue as the form field it belongs to ("body.Email" → "Email"). */
function fieldOf(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
}

/**
 * pt-BR texts of the errors Fastify and its plugins raise before a handler runs (their own messages are
 * English). Any other 4xx of theirs gets the generic text, never its English message.
 */
export const frameworkErrorTexts: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'O corpo da requisição não é um JSON válido.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'O corpo da requisição está vazio, mas foi enviado como JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'O corpo da requisição é grande demais.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de conteúdo não suportado: envie JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'O tamanho do corpo não confere com o cabeçalho Content-Length.',
  FST_ERR_BAD_URL: 'Endereço inválido.',
  FST_ERR_MAX_PARAM_LENGTH: 'Endereço longo demais.',
  FST_ERR_ROUTE_MISSING_CONTENT_TYPE: 'Informe o tipo de conteúdo da requisição.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Envie o arquivo como multipart/form-data.',
  FST_REQ_FILE_TOO_LARGE: 'O arquivo é grande demais.',
  FST_PARTS_LIMIT: 'A requisição tem partes demais.',
  FST_FILES_LIMIT: 'A requisição tem arquivos demais.',
  FST_FIELDS_LIMIT: 'A requisição tem campos demais.',
  FST_PROTO_VIOLATION: 'O corpo da requisição não é válido.',
};

/** A 4xx raised by Fastify or a plugin, as problem+json in pt-BR. */
function sendClientError(request: FastifyRequest, reply: FastifyReply, error: FastifyError, status: number) {
  request.log.info({ err: error }, 'client error');
  const detail = error.code ? frameworkErrorTexts[error.code] : undefined;
  return sendProblem(reply, {
    status,
    title: errorMessages.request,
    ...(detail ? { detail } : {}),
  });
}

/**
 * Fastify's `frameworkErrors` option: the errors raised while routing (a URL that cannot be decoded, a path
 * parameter too long), answered like every other error instead of Fastify's English JSON.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return sendClientError(request, reply, error, status);
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (a control character in a header, headers too
 * large, a request too slow to arrive): its status, reason phrase and pt-BR text. Anything else is a 400.
 */
export const connectionErrorTexts: Readonly<
  Record<string, { status: number; reason: string; detail: string }>
> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    detail: 'A requisição demorou demais para chegar.',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    detail: 'Os cabeçalhos da requisição são grandes demais.',
  },
};
const malformedRequest = { status: 400, reason: 'Bad Request', detail: 'A requisição HTTP está malformada.' };

/**
 * Fastify's `clientErrorHandler` option: a request that cannot even be parsed answers problem+json in pt-BR, like
 * every other error, instead of Fastify's English JSON; the connection is then closed (what follows on it cannot
 * be trusted).
 */
export function sendConnectionError(this: FastifyInstance, error: ConnectionError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.info({ err: error }, 'client connection error');
  const { status, reason, detail } = connectionErrorTexts[error.code] ?? malformedRequest;
  const body = JSON.stringify({ status, title: errorMessages.request, detail });
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\n` +
      'Content-Type: application/problem+json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
    () => socket.destroy(),
  );
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
    const pgCode = pgErrorCode(error);
    if (pgCode && PG_CLIENT_DATA_ERRORS.has(pgCode)) {
      // a safety net: the schemas refuse such values first
      logClientDataError(request, error, pgCode);
      return sendProblem(reply, {
        status: 400,
        title: errorMessages.validation,
        detail: errorMessages.unstorableValue,
      });
    }
    if (pgCode && PG_CONCURRENCY_ERRORS.has(pgCode)) {
      request.log.warn({ err: error, pgCode }, 'transação concorrente desfeita');
      return sendProblem(reply, { status: 409, title: errorMessages.concurrentChange });
    }
    if (
      error.statusCode &&
      error.statusCode >= 400 &&
      error.statusCode < 500 &&
      !isResponseSerializationError(error)
    ) {
      return sendClientError(request, reply, error, error.statusCode);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, { status: 500, title: errorMessages.server });
  });
});

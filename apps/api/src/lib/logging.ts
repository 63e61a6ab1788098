import type { FastifyRequest } from 'fastify';

/** Query parameters that carry secrets (login, reset, CAS and SSO tokens). */
const SECRET_PARAMS = ['token', 'key', 'ticket', 'loginToken'];

/** Members of request bodies and headers that never reach the log. */
export const logRedact = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'body.Password',
  'body.password',
  'body.passwordConfirmation',
  'body.Token',
  'body.token',
  'body.key',
  'body.loginToken',
];

/** The URL with secret query values replaced, e.g. `/validar-token?token=***`. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const name of SECRET_PARAMS) if (params.has(name)) params.set(name, '***');
  return `${url.slice(0, q)}?${params.toString()}`;
}

/** pino options for the API: structured, levelled, request id on each line, no secrets. */
export function loggerOptions(level: string) {
  return {
    level,
    redact: logRedact,
    serializers: {
      req(request: FastifyRequest) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
      },
    },
  };
}

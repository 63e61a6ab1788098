import { errorMessages, readProblem, routes, type ProblemEnvelope } from '@matriz/contracts';

import { navigateTo } from './navigation.ts';
import { getNotifier } from './notify.ts';
import { clearSession } from './storage.ts';

/** Seconds an error notice stays on screen (spec 000 §9: 6000 ms). */
export const ERROR_DURATION_S = 6;

/** A request that did not answer as expected. status 0 means no response at all. */
export class ApiError extends Error {
  readonly status: number;
  /** the problem+json envelope, when the body is one */
  readonly problem: ProblemEnvelope | null;
  /** the raw body (parsed JSON, text, or null) */
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    const problem = readProblem(body);
    super(problem?.title ?? (status === 0 ? errorMessages.noResponse : `HTTP ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.problem = problem;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The text of spec 000 §8 for a failed request. */
export function getErrorText(error: ApiError): string {
  if (error.status === 0) return errorMessages.noResponse;
  if (error.status >= 500) return errorMessages.server;
  if (error.problem?.title) return error.problem.title;
  if (typeof error.body === 'string' && error.body.trim()) return error.body.trim();
  return errorMessages.request;
}

/**
 * The text of a request that failed, or of a thrown error: spec 000 §8 for the request, the support text
 * ('Algum erro interno ocorreu…') for anything else.
 */
export function getRequestErrorText(error: unknown): string {
  return isApiError(error) ? getErrorText(error) : errorMessages.thrownDetail;
}

/**
 * The text to show for a refused save: the server's own words for a 4xx it explained (e-mail in use, plan
 * limit, name in use…), the area's text otherwise (5xx, no answer, thrown errors).
 */
export function getServerText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.problem?.title)
    return getErrorText(error);
  return fallback;
}

/** The server's words for a 429 (too many attempts: what happened and when to try again), else null. */
export function getLimitText(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 429) return null;
  return error.problem?.title ?? errorMessages.tooManyRequests;
}

/** The fields a refusal names (problem+json `errors`), for a form to mark. */
export function getFieldErrors(error: unknown): { name: string; errors: string[] }[] {
  if (!isApiError(error) || !error.problem?.errors) return [];
  return error.problem.errors.map((e) => ({ name: e.campo, errors: [e.mensagem] }));
}

/**
 * What a refused inline edit says: the first field's message of the refusal, else the request's text
 * (spec 000 §8); null for a thrown error or an ended session (a 401 already signed out).
 */
export function getFieldErrorText(error: unknown): string | null {
  if (!isApiError(error) || error.status === 401) return null;
  return error.problem?.errors?.[0]?.mensagem ?? getErrorText(error);
}

export interface HandleOptions {
  /** skip the notice (the caller shows its own message) */
  silent?: boolean;
  /** the request carried a session: a 401 then ends it */
  hadSession?: boolean;
}

/**
 * The global behaviour of spec 000 §8, in one place: 401 ends the session and goes to the public route;
 * 500 shows 'Exception: algum erro no servidor' for 6 s; other statuses show the answer's title or body;
 * no response shows 'Ocorreu algum erro com a requisição.'.
 */
export function handleApiError(
  error: ApiError,
  { silent = false, hadSession = false }: HandleOptions = {},
): void {
  if (error.status === 401 && hadSession) {
    clearSession();
    navigateTo(routes.login.path);
    return;
  }
  if (silent) return;
  const { message } = getNotifier();
  const duration = error.status >= 500 ? ERROR_DURATION_S : undefined;
  void message.error({ content: getErrorText(error), duration, key: `api-error-${error.status}` });
}

/** Thrown (non-request) errors: notification 'Erro interno', top-left, 6 s. */
export function notifyThrownError(): void {
  getNotifier().notification.error({
    title: errorMessages.thrownTitle,
    description: errorMessages.thrownDetail,
    placement: 'topLeft',
    duration: ERROR_DURATION_S,
  });
}

/** For the query cache and other catch-alls: request errors were already handled by the client. */
export function reportError(error: unknown): void {
  if (isApiError(error)) return;
  console.error(error);
  notifyThrownError();
}

import { getErrorText, isApiError } from '../../../lib/errors.ts';

/**
 * The text to show for a refused save: the server's own words for a 4xx it explained (e-mail in use, plan
 * limit, name in use…), the area's text otherwise (5xx, no answer, thrown errors).
 */
export function getServerText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.problem?.title)
    return getErrorText(error);
  return fallback;
}

/** The fields a refusal names (problem+json `errors`), for the form to mark. */
export function getFieldErrors(error: unknown): { name: string; errors: string[] }[] {
  if (!isApiError(error) || !error.problem?.errors) return [];
  return error.problem.errors.map((e) => ({ name: e.campo, errors: [e.mensagem] }));
}

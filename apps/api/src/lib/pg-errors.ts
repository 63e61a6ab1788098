import type { FastifyRequest } from 'fastify';

/** The PostgreSQL error code of a failed query (Drizzle wraps the driver's error in `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.code ?? e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

/**
 * Two transactions that each waited for the other (deadlock_detected) or a serialisation failure: PostgreSQL
 * rolled one back whole, so nothing of it was written. The writers take their locks in one order to avoid it
 * (modules/de-para/locks.ts); should it happen anyway, it is a conflict the user can retry (409), not a 500.
 */
export const PG_CONCURRENCY_ERRORS: ReadonlySet<string> = new Set(['40P01', '40001']);

/**
 * PostgreSQL data exceptions (class 22) that a value sent by a client can cause: text PostgreSQL cannot store
 * (NUL, an invalid or untranslatable character), a value too long for its column, a number or date out of range
 * or malformed. The schemas refuse all of these first; should one get through, it is the client's 400, not a 500
 * (no input may answer 5xx). The same codes also come from the server's own bugs (a bad cast, a date computed out
 * of range), so they are logged at error level: see logClientDataError.
 * Other class-22 codes (division by zero, …) stay server errors.
 */
export const PG_CLIENT_DATA_ERRORS: ReadonlySet<string> = new Set([
  '22001', // string_data_right_truncation
  '22003', // numeric_value_out_of_range
  '22007', // invalid_datetime_format
  '22008', // datetime_field_overflow
  '22019', // invalid_escape_character
  '22021', // character_not_in_repertoire (NUL, invalid UTF-8)
  '22025', // invalid_escape_sequence
  '22026', // string_data_length_mismatch
  '2201B', // invalid_regular_expression
  '22P02', // invalid_text_representation
  '22P05', // untranslatable_character (\u0000 in jsonb)
]);

/**
 * Logs a PG_CLIENT_DATA_ERRORS error that is answered with 400: at error level, with the route, the method and
 * the code. It is a schema that let a value through, or a server-side bug (a cast or a computed value PostgreSQL
 * refuses): either way something to fix, and a warning would go unseen.
 */
export function logClientDataError(
  request: Pick<FastifyRequest, 'log' | 'method' | 'url' | 'routeOptions'>,
  error: unknown,
  pgCode: string,
): void {
  request.log.error(
    { err: error, pgCode, method: request.method, route: request.routeOptions.url ?? request.url },
    'valor recusado pelo PostgreSQL: a validação deixou passar ou o servidor gerou um valor inválido',
  );
}

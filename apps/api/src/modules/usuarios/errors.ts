import { authMessages, usuariosMessages } from '@matriz/contracts';
import { badRequest, conflict } from '../../lib/app-error.ts';

/** The PostgreSQL error code of a failed query (Drizzle wraps the driver's error in `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.code ?? e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A unique violation on insert/update of a user: the e-mail is somebody's login, in this or another network. */
export function rethrowEmailInUse(error: unknown): never {
  if (pgErrorCode(error) === '23505') throw conflict(authMessages.emailInUse, 'email');
  throw error;
}

export const ruleNotFound = () => badRequest(usuariosMessages.ruleNotFound, 'regraDeAcessosFranqueadorId');

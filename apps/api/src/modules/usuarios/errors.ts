import { authMessages, usuariosMessages } from '@matriz/contracts';
import { badRequest, conflict } from '../../lib/app-error.ts';
import { pgErrorCode, PG_UNIQUE_VIOLATION } from '../../lib/pg-errors.ts';

/** A unique violation on insert/update of a user: the e-mail is somebody's login, in this or another network. */
export function rethrowEmailInUse(error: unknown): never {
  if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(authMessages.emailInUse, 'email');
  throw error;
}

export const ruleNotFound = () => badRequest(usuariosMessages.ruleNotFound, 'regraDeAcessosFranqueadorId');

import { authMessages, usuariosMessages } from '@matriz/contracts';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { badRequest, conflict, forbidden } from '../../lib/app-error.ts';
import { pgErrorCode, PG_UNIQUE_VIOLATION } from '../../lib/pg-errors.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { canGrantSavedRule } from '../access/grant.ts';
import type { Scope } from '../access/scope.ts';

/** A unique violation on insert/update of a user: the e-mail is somebody's login, in this or another network. */
export function rethrowEmailInUse(error: unknown): never {
  if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(authMessages.emailInUse, 'email');
  throw error;
}

export const ruleNotFound = () => badRequest(usuariosMessages.ruleNotFound, 'regraDeAcessosFranqueadorId');

/** 403 when the editor may not give this rule (stronger than their own; see access/grant.ts). */
export async function assertRuleGrantable(
  tx: DatabaseOrTransaction,
  auth: AuthContext,
  editorScope: Scope,
  regraId: string,
) {
  if (!(await canGrantSavedRule(tx, auth, editorScope, regraId)))
    throw forbidden(usuariosMessages.ruleBeyondEditor);
}

/** 403 when the user's current rule is stronger than the editor's: such a user is not theirs to change. */
export async function assertUserManageable(
  tx: DatabaseOrTransaction,
  auth: AuthContext,
  editorScope: Scope,
  regraId: string | null,
) {
  if (!(await canGrantSavedRule(tx, auth, editorScope, regraId)))
    throw forbidden(usuariosMessages.userBeyondEditor);
}

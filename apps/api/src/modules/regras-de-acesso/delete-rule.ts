import { regraMessages } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { canGrantSavedRule } from '../access/grant.ts';
import { notifyAccessChanged } from '../access/notify.ts';
import type { Scope } from '../access/scope.ts';
import { pgErrorCode, PG_FOREIGN_KEY_VIOLATION } from '../../lib/pg-errors.ts';
import { countRuleUsers, deleteRuleRow, getRuleRow } from './queries.ts';

/**
 * DELETE rule: refused while users still have it (the spec answers the users' text on success), and for a rule
 * stronger than the editor.
 */
export async function deleteRule(db: Database, auth: AuthContext, editorScope: Scope, regraId: string) {
  try {
    await withTenant(db, auth.clienteId, async (tx) => {
      if (!(await getRuleRow(tx, auth.clienteId, regraId))) throw notFound(regraMessages.notFound);
      if (!(await canGrantSavedRule(tx, auth, editorScope, regraId)))
        throw forbidden(regraMessages.ruleBeyondEditor);
      const users = await countRuleUsers(tx, auth.clienteId, regraId);
      if (users > 0) throw conflict(regraMessages.inUse(users));
      await deleteRuleRow(tx, auth.clienteId, regraId);
      await notifyAccessChanged(tx, auth.clienteId);
    });
  } catch (error) {
    // a user given the rule meanwhile: the foreign key refuses the delete
    if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw conflict(regraMessages.inUse(1));
    throw error;
  }
  return { message: regraMessages.deleted };
}

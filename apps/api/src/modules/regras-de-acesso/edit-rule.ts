import { regraMessages, type UpdateRuleData } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { canGrantSavedRule } from '../access/grant.ts';
import { notifyAccessChanged } from '../access/notify.ts';
import type { Scope } from '../access/scope.ts';
import { prepareRule } from './prepare-rule.ts';
import { updateRule } from './queries.ts';

/**
 * PUT edit rule: the scope links are replaced in the same transaction, and the change is notified so the
 * users of the rule get the new accesses and scope at their next request, in every API process.
 */
export async function editRule(db: Database, auth: AuthContext, editorScope: Scope, input: UpdateRuleData) {
  await withTenant(db, auth.clienteId, async (tx) => {
    // a rule stronger than the editor is not theirs to change (e.g. the administrators' rule)
    if (!(await canGrantSavedRule(tx, auth, editorScope, input._id)))
      throw forbidden(regraMessages.ruleBeyondEditor);
    const values = await prepareRule(tx, auth, editorScope, input, input._id);
    if (!(await updateRule(tx, auth.clienteId, input._id, values))) throw notFound(regraMessages.notFound);
    await notifyAccessChanged(tx, auth.clienteId);
  });
  return { message: regraMessages.saved };
}

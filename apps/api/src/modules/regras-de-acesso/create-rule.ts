import { regraMessages, type CreateRuleData } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import type { AuthContext } from '../access/auth-context.ts';
import type { Scope } from '../access/scope.ts';
import { prepareRule } from './prepare-rule.ts';
import { insertRule } from './queries.ts';

/** POST create rule: the rule and its data scope in one transaction. */
export async function createRule(db: Database, auth: AuthContext, editorScope: Scope, input: CreateRuleData) {
  await withTenant(db, auth.clienteId, async (tx) => {
    const values = await prepareRule(tx, auth, editorScope, input);
    await insertRule(tx, auth.clienteId, values);
  });
  return { message: regraMessages.saved };
}

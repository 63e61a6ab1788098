import { isSysAdmin, type OptionItem } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { canGrantSavedRule } from '../access/grant.ts';
import type { Scope } from '../access/scope.ts';
import { listRuleOptions } from './queries.ts';

/**
 * GET access-rule list for the user form: the rules the editor may give (all, for an administrator; see
 * access/grant.ts). A few queries per rule for other editors; networks have tens of rules, not thousands.
 */
export function listRulesForUserForm(
  db: Database,
  auth: AuthContext,
  editorScope: Scope,
): Promise<OptionItem[]> {
  return withTenant(db, auth.clienteId, async (tx) => {
    const options = await listRuleOptions(tx, auth.clienteId);
    if (isSysAdmin(auth.claims)) return options;
    const grantable: OptionItem[] = [];
    for (const option of options)
      if (await canGrantSavedRule(tx, auth, editorScope, option.id)) grantable.push(option);
    return grantable;
  });
}

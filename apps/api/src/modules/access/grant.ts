import { claimsWithin, isSysAdmin, type Claim } from '@matriz/contracts';
import { and, eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { regraAcesso } from '../../db/schema/index.ts';
import type { AuthContext } from './auth-context.ts';
import { isWithinScope, loadScopeRule, resolveRuleScope, type Scope, type ScopeRule } from './scope.ts';

/**
 * Who may hand out what. The users permission lets an editor create rules and give rules to users; without a
 * limit it would also let them create or take an administrator rule, or grant actions and data they do not
 * have. So an editor who is not an administrator may only grant — and only manage users and rules holding —
 * accesses within their own claims and a data scope within their own.
 */
export async function canGrantRule(
  tx: DatabaseOrTransaction,
  auth: AuthContext,
  editorScope: Scope,
  rule: { acessos: readonly Claim[]; scope: ScopeRule },
): Promise<boolean> {
  if (isSysAdmin(auth.claims)) return true;
  if (!claimsWithin(rule.acessos, auth.claims)) return false;
  if (editorScope.unrestricted) return true;
  return isWithinScope(await resolveRuleScope(tx, auth.clienteId, rule.scope), editorScope);
}

/** `canGrantRule` for a saved rule; a rule that does not exist answers true (the caller reports it missing). */
export async function canGrantSavedRule(
  tx: DatabaseOrTransaction,
  auth: AuthContext,
  editorScope: Scope,
  regraId: string | null,
): Promise<boolean> {
  if (!regraId || isSysAdmin(auth.claims)) return true;
  const [row] = await tx
    .select({ acessos: regraAcesso.acessos, visaoConsultor: regraAcesso.visaoConsultor })
    .from(regraAcesso)
    .where(and(eq(regraAcesso.clienteId, auth.clienteId), eq(regraAcesso.id, regraId)));
  const scope = await loadScopeRule(tx, auth.clienteId, regraId);
  if (!row || !scope) return true;
  // a consultant cannot hand out (or edit) a rule that compares more freely than their own
  if (auth.visaoConsultor && !row.visaoConsultor) return false;
  return canGrantRule(tx, auth, editorScope, { acessos: row.acessos as Claim[], scope });
}

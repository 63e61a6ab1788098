import { authMessages, usuariosMessages, type CreateUserData } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import { conflict } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password-hash.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { findLogin } from '../auth/queries.ts';
import type { Scope } from '../access/scope.ts';
import { assertRuleGrantable, rethrowEmailInUse, ruleNotFound } from './errors.ts';
import { insertUser, ruleExists } from './queries.ts';
import { assertCanActivateUser } from './assert-can-activate-user.ts';

/**
 * POST create user: a rule of the cliente, an e-mail no network uses as login yet, a password of the policy
 * (checked by the input schema), a rule the editor may grant and, when active, a free place in the plan.
 */
export async function createUser(
  db: Database,
  auth: AuthContext,
  editorScope: Scope,
  input: CreateUserData,
): Promise<{ message: string }> {
  if (await findLogin(db, input.email)) throw conflict(authMessages.emailInUse, 'email');
  const senhaHash = await hashPassword(input.password);
  try {
    await withTenant(db, auth.clienteId, async (tx) => {
      if (!(await ruleExists(tx, auth.clienteId, input.regraDeAcessosFranqueadorId))) throw ruleNotFound();
      await assertRuleGrantable(tx, auth, editorScope, input.regraDeAcessosFranqueadorId);
      if (input.isApproved) await assertCanActivateUser(tx, auth);
      await insertUser(tx, auth.clienteId, {
        nome: input.nome,
        email: input.email,
        regraAcessoId: input.regraDeAcessosFranqueadorId,
        isApproved: input.isApproved,
        senhaHash,
      });
    });
  } catch (error) {
    rethrowEmailInUse(error);
  }
  return { message: usuariosMessages.saved };
}

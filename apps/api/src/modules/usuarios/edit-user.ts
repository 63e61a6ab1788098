import { authMessages, selfAccountMessages, usuariosMessages, type UpdateUserData } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { notifyAccessChanged } from '../access/notify.ts';
import { endSessions, findLogin, revokeAccountTokens } from '../auth/queries.ts';
import type { Scope } from '../access/scope.ts';
import { assertRuleGrantable, assertUserManageable, rethrowEmailInUse, ruleNotFound } from './errors.ts';
import { getUserRow, ruleExists, updateUser } from './queries.ts';
import { assertCanActivateUser } from './assert-can-activate-user.ts';

/**
 * PUT edit user (never the password). Deactivating ends the user's sessions in the same transaction, so the
 * next request of that user is refused; re-activating needs a free place in the plan. An editor who is not an
 * administrator may neither change a user stronger than themselves nor give a rule stronger than their own.
 * One's own e-mail is changed only in 'Alterar Perfil', which asks for the current password; a new e-mail of
 * another user ends that user's reset links and temporary tokens (they were sent to, or stand for, the old one).
 */
export async function editUser(
  db: Database,
  auth: AuthContext,
  editorScope: Scope,
  input: UpdateUserData,
): Promise<{ message: string }> {
  if (input._id === auth.usuarioId && !input.isApproved)
    throw badRequest(usuariosMessages.cannotDeactivateSelf, 'isApproved');
  try {
    await withTenant(db, auth.clienteId, async (tx) => {
      const current = await getUserRow(tx, auth.clienteId, input._id);
      if (!current) throw notFound(usuariosMessages.notFound);
      const emailChanges = input.email.trim().toLowerCase() !== current.email.trim().toLowerCase();
      if (emailChanges && input._id === auth.usuarioId)
        throw badRequest(selfAccountMessages.emailInProfile, 'email');
      await assertUserManageable(tx, auth, editorScope, current.regraDeAcessosFranqueadorId);
      const owner = await findLogin(tx, input.email);
      if (owner && owner.usuarioId !== input._id) throw conflict(authMessages.emailInUse, 'email');
      if (!(await ruleExists(tx, auth.clienteId, input.regraDeAcessosFranqueadorId))) throw ruleNotFound();
      await assertRuleGrantable(tx, auth, editorScope, input.regraDeAcessosFranqueadorId);
      if (input.isApproved && !current.isApproved) await assertCanActivateUser(tx, auth, input._id);
      await updateUser(tx, auth.clienteId, input._id, {
        nome: input.nome,
        email: input.email,
        regraAcessoId: input.regraDeAcessosFranqueadorId,
        isApproved: input.isApproved,
      });
      if (emailChanges) await revokeAccountTokens(tx, auth.clienteId, input._id);
      if (!input.isApproved) await endSessions(tx, auth.clienteId, input._id);
      // rule, active flag, name and e-mail are all in the user's cached session context
      await notifyAccessChanged(tx, auth.clienteId, input._id);
    });
  } catch (error) {
    rethrowEmailInUse(error);
  }
  return { message: usuariosMessages.saved };
}

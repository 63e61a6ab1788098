import { getUserLimit, usuariosMessages, type UserLimitOutput } from '@matriz/contracts';
import { withTenant, type Database, type DatabaseOrTransaction } from '../../db/index.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { countActiveUsers, lockUserLimit } from './queries.ts';

type PlanContext = Pick<AuthContext, 'clienteId' | 'plano'>;

/**
 * Refuses one more active user beyond the plan's limit (spec 000 §6, §9): a non-premium cliente keeps at most
 * 3 active users. `exceptId` is the user being re-activated (not counted as active yet).
 */
export async function assertCanActivateUser(tx: DatabaseOrTransaction, auth: PlanContext, exceptId?: string) {
  if (auth.plano === 'Premium') return;
  await lockUserLimit(tx, auth.clienteId);
  const ativos = await countActiveUsers(tx, auth.clienteId, exceptId);
  if (!getUserLimit(false, ativos).podeCadastrar) throw forbidden(usuariosMessages.limitReached);
}

/** GET limite: whether the SPA shows the add button. */
export async function getUserLimitOf(db: Database, auth: PlanContext): Promise<UserLimitOutput> {
  const ativos = await withTenant(db, auth.clienteId, (tx) => countActiveUsers(tx, auth.clienteId));
  return getUserLimit(auth.plano === 'Premium', ativos);
}

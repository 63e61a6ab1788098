import { getUserLimit, usuariosMessages } from '@matriz/contracts';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { countActiveUsers, lockUserLimit } from './queries.ts';

export type PlanContext = Pick<AuthContext, 'clienteId' | 'plano'>;

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

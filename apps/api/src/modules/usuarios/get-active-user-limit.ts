import { getUserLimit, type UserLimitOutput } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import type { PlanContext } from './assert-can-activate-user.ts';
import { countActiveUsers } from './queries.ts';

/** GET limite: whether the SPA shows the add button. */
export async function getActiveUserLimit(db: Database, auth: PlanContext): Promise<UserLimitOutput> {
  const ativos = await withTenant(db, auth.clienteId, (tx) => countActiveUsers(tx, auth.clienteId));
  return getUserLimit(auth.plano === 'Premium', ativos);
}

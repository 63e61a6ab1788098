import { isSysAdmin } from '@matriz/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import { relatorio } from '../../db/schema/index.ts';
import type { AuthContext } from '../access/auth-context.ts';

/**
 * Who sees which requests (the spec is silent): a user sees their own requests; a sysAdmin sees every request of
 * the cliente. Another cliente's requests are never visible (tenant filter + row-level security).
 */
export function visibleTo(auth: AuthContext): SQL {
  const tenant = eq(relatorio.clienteId, auth.clienteId);
  return isSysAdmin(auth.claims) ? tenant : and(tenant, eq(relatorio.usuarioId, auth.usuarioId))!;
}

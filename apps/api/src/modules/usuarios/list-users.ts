import type { ListUsersOutput, ListUsersParams } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { selectUsers } from './queries.ts';

/** GET users list: one page of the cliente's users (no password field ever leaves the server). */
export async function listUsers(
  db: Database,
  auth: AuthContext,
  query: ListUsersParams,
): Promise<ListUsersOutput> {
  const { users, total } = await withTenant(db, auth.clienteId, (tx) =>
    selectUsers(tx, auth.clienteId, query),
  );
  return { users, page: query.page, total };
}

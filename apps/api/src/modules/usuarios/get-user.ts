import {
  usuariosMessages,
  type ListUsersOutput,
  type ListUsersParams,
  type UserRow,
} from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { getUserRow, listUsers } from './queries.ts';

/** GET users list: one page of the cliente's users (no password field ever leaves the server). */
export async function listUsersPage(
  db: Database,
  auth: AuthContext,
  query: ListUsersParams,
): Promise<ListUsersOutput> {
  const { users, total } = await withTenant(db, auth.clienteId, (tx) => listUsers(tx, auth.clienteId, query));
  return { users, page: query.page, total };
}

/** GET user by id; a user of another cliente is not found. */
export async function getUser(db: Database, auth: AuthContext, usuarioId: string): Promise<UserRow> {
  const row = await withTenant(db, auth.clienteId, (tx) => getUserRow(tx, auth.clienteId, usuarioId));
  if (!row) throw notFound(usuariosMessages.notFound);
  return row;
}

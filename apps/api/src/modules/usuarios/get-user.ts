import { usuariosMessages, type UserRow } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { getUserRow } from './queries.ts';

/** GET user by id; a user of another cliente is not found. */
export async function getUser(db: Database, auth: AuthContext, usuarioId: string): Promise<UserRow> {
  const row = await withTenant(db, auth.clienteId, (tx) => getUserRow(tx, auth.clienteId, usuarioId));
  if (!row) throw notFound(usuariosMessages.notFound);
  return row;
}

import type { UserRow } from '@matriz/contracts';
import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { regraAcesso, usuario } from '../../db/schema/index.ts';
import { contains } from '../../db/sql-helpers.ts';

export interface UserFilters {
  nome?: string | undefined;
  nomeDaRegraDeAcesso?: string | undefined;
  email?: string | undefined;
  isApproved?: boolean | undefined;
}

export interface UserPage extends UserFilters {
  page: number;
  pageSize: number;
  sort: 'nome' | 'email' | 'nomeDaRegraDeAcesso' | 'isApproved';
  order: 'asc' | 'desc';
}

const rowColumns = {
  _id: usuario.id,
  nome: usuario.nome,
  email: usuario.email,
  isApproved: usuario.isApproved,
  regraDeAcessosFranqueadorId: usuario.regraAcessoId,
  nomeDaRegraDeAcesso: regraAcesso.nome,
};

const ruleJoin = and(eq(regraAcesso.clienteId, usuario.clienteId), eq(regraAcesso.id, usuario.regraAcessoId));

function whereUsers(clienteId: string, f: UserFilters): SQL | undefined {
  return and(
    eq(usuario.clienteId, clienteId),
    contains(usuario.nome, f.nome),
    contains(usuario.email, f.email),
    contains(regraAcesso.nome, f.nomeDaRegraDeAcesso),
    f.isApproved === undefined ? undefined : eq(usuario.isApproved, f.isApproved),
  );
}

const sortColumns = {
  nome: sql`lower(${usuario.nome})`,
  email: sql`lower(${usuario.email})`,
  nomeDaRegraDeAcesso: sql`lower(${regraAcesso.nome})`,
  isApproved: sql`${usuario.isApproved}`,
};

/** One page of the cliente's users, filtered and sorted, with the total of the filter. */
export async function selectUsers(tx: DatabaseOrTransaction, clienteId: string, p: UserPage) {
  const where = whereUsers(clienteId, p);
  const direction = p.order === 'desc' ? desc : asc;
  const users: UserRow[] = await tx
    .select(rowColumns)
    .from(usuario)
    .leftJoin(regraAcesso, ruleJoin)
    .where(where)
    .orderBy(direction(sortColumns[p.sort]), asc(usuario.id))
    .limit(p.pageSize)
    .offset((p.page - 1) * p.pageSize);
  const [total] = await tx.select({ n: count() }).from(usuario).leftJoin(regraAcesso, ruleJoin).where(where);
  return { users, total: Number(total?.n ?? 0) };
}

export async function getUserRow(
  tx: DatabaseOrTransaction,
  clienteId: string,
  usuarioId: string,
): Promise<UserRow | null> {
  const [row] = await tx
    .select(rowColumns)
    .from(usuario)
    .leftJoin(regraAcesso, ruleJoin)
    .where(and(eq(usuario.clienteId, clienteId), eq(usuario.id, usuarioId)));
  return row ?? null;
}

/** Active users of the cliente (all but `exceptId` when given). */
export async function countActiveUsers(tx: DatabaseOrTransaction, clienteId: string, exceptId?: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(usuario)
    .where(
      and(
        eq(usuario.clienteId, clienteId),
        eq(usuario.isApproved, true),
        exceptId ? ne(usuario.id, exceptId) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * Serialises the writes that may activate a user of the cliente until the transaction ends, so two concurrent
 * requests cannot both take the last free place of the plan.
 */
export async function lockUserLimit(tx: DatabaseOrTransaction, clienteId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`usuario-limite:${clienteId}`}, 0))`);
}

export async function ruleExists(tx: DatabaseOrTransaction, clienteId: string, regraId: string) {
  const [row] = await tx
    .select({ id: regraAcesso.id })
    .from(regraAcesso)
    .where(and(eq(regraAcesso.clienteId, clienteId), eq(regraAcesso.id, regraId)));
  return Boolean(row);
}

export async function listRuleNames(tx: DatabaseOrTransaction, clienteId: string) {
  const rows = await tx
    .select({ nome: regraAcesso.nome })
    .from(regraAcesso)
    .where(eq(regraAcesso.clienteId, clienteId))
    .orderBy(asc(sql`lower(${regraAcesso.nome})`));
  return rows.map((r) => r.nome);
}

export interface UserValues {
  nome: string;
  email: string;
  regraAcessoId: string;
  isApproved: boolean;
}

export async function insertUser(
  tx: DatabaseOrTransaction,
  clienteId: string,
  /** senhaHash null: no password yet (a user created in bulk defines it through the e-mailed link) */
  v: UserValues & { senhaHash: string | null },
) {
  const [row] = await tx
    .insert(usuario)
    .values({ clienteId, ...v })
    .returning({ id: usuario.id });
  if (!row) throw new Error('usuário não criado');
  return row.id;
}

export async function updateUser(
  tx: DatabaseOrTransaction,
  clienteId: string,
  usuarioId: string,
  v: UserValues,
) {
  await tx
    .update(usuario)
    .set({ ...v, updatedAt: sql`now()` })
    .where(and(eq(usuario.clienteId, clienteId), eq(usuario.id, usuarioId)));
}

export async function setUserPassword(
  tx: DatabaseOrTransaction,
  clienteId: string,
  usuarioId: string,
  senhaHash: string,
) {
  await tx
    .update(usuario)
    .set({ senhaHash, updatedAt: sql`now()` })
    .where(and(eq(usuario.clienteId, clienteId), eq(usuario.id, usuarioId)));
}

/** Deletes the user; sessions and single-use tokens go with it (foreign keys on delete cascade). */
export async function deleteUserRow(tx: DatabaseOrTransaction, clienteId: string, usuarioId: string) {
  const rows = await tx
    .delete(usuario)
    .where(and(eq(usuario.clienteId, clienteId), eq(usuario.id, usuarioId)))
    .returning({ id: usuario.id });
  return rows.length > 0;
}

import { and, countDistinct, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import {
  cliente,
  empresa,
  eventoUso,
  sessao,
  tokenRedefinicaoSenha,
  type tiposEventoUso,
  tokenTemporario,
  usuario,
} from '../../db/schema/index.ts';
import { notifyAccessChanged } from '../access/notify.ts';
import type { Plano } from '../access/claims.ts';
import { scopeCondition, type Scope } from '../access/scope.ts';
import { listMarcaOptions } from '../opcoes/queries.ts';

/** Who signs in with this e-mail, across tenants (through the SECURITY DEFINER directory). */
export async function findLogin(db: DatabaseOrTransaction, email: string) {
  const result = await db.execute<{ cliente_id: string; usuario_id: string }>(
    sql`select cliente_id, usuario_id from app_find_login(${email.trim().toLowerCase()})`,
  );
  const row = result.rows[0];
  return row ? { clienteId: row.cliente_id, usuarioId: row.usuario_id } : null;
}

export type TempTokenTipo = 'conflito' | 'sso_estado' | 'sso_chave';

interface TokenLookupRow extends Record<string, unknown> {
  cliente_id: string;
  usuario_id: string;
  token_id: string;
  expires_at: Date | string;
  used_at: Date | string | null;
}

/** A single-use token found by its hash: whose it is and whether it can still be used. */
async function lookupToken(db: DatabaseOrTransaction, query: SQL) {
  const row = (await db.execute<TokenLookupRow>(query)).rows[0];
  if (!row) return null;
  return {
    clienteId: row.cliente_id,
    usuarioId: row.usuario_id,
    tokenId: row.token_id,
    usable: !row.used_at && new Date(row.expires_at).getTime() > Date.now(),
  };
}

export function findTempToken(db: DatabaseOrTransaction, tipo: TempTokenTipo, hash: string) {
  return lookupToken(db, sql`select * from app_find_token_temporario(${tipo}, ${hash})`);
}

export function findResetToken(db: DatabaseOrTransaction, hash: string) {
  return lookupToken(db, sql`select * from app_find_reset_token(${hash})`);
}

export async function getUsuario(tx: DatabaseOrTransaction, clienteId: string, usuarioId: string) {
  const [row] = await tx
    .select()
    .from(usuario)
    .where(and(eq(usuario.clienteId, clienteId), eq(usuario.id, usuarioId)));
  return row ?? null;
}

/** The cliente's fields a session needs (not the logo: a sign-in reads no more for a cliente with one). */
export async function getCliente(tx: DatabaseOrTransaction, clienteId: string) {
  const [row] = await tx
    .select({
      id: cliente.id,
      nome: cliente.nome,
      codigo: cliente.codigo,
      plano: cliente.plano,
      casUrl: cliente.casUrl,
      ativo: cliente.ativo,
    })
    .from(cliente)
    .where(eq(cliente.id, clienteId));
  if (!row) return null;
  return { ...row, plano: row.plano as Plano };
}

/**
 * Marcas and counts shown in the stored customer (spec 000 §3), within the user's data scope (issue 8 §2): the
 * marcas of the marca select (the same list as GET Opcoes/marcas), the stores the user may see, and the grupos
 * of those stores (a grupo the rule names but none of whose stores is in the scope is not counted).
 */
export async function getCustomerFigures(tx: DatabaseOrTransaction, clienteId: string, scope: Scope) {
  const marcas = await listMarcaOptions(tx, clienteId, scope);
  const [grupos] = await tx
    .select({ n: countDistinct(empresa.grupoId) })
    .from(empresa)
    .where(and(eq(empresa.clienteId, clienteId), scopeCondition(scope, 'empresaIds', empresa.id)));
  return { marcas, qtdeEmpresas: scope.empresaIds.size, qtdeGrupos: Number(grupos?.n ?? 0) };
}

export async function findActiveSession(tx: DatabaseOrTransaction, usuarioId: string) {
  const [row] = await tx
    .select({ id: sessao.id })
    .from(sessao)
    .where(and(eq(sessao.usuarioId, usuarioId), isNull(sessao.endedAt), gt(sessao.expiresAt, sql`now()`)))
    .limit(1);
  return row ?? null;
}

export async function createSession(
  tx: DatabaseOrTransaction,
  v: {
    clienteId: string;
    usuarioId: string;
    tokenHash: string;
    expiresAt: Date;
    ip: string;
    userAgent: string;
  },
) {
  const [row] = await tx.insert(sessao).values(v).returning({ id: sessao.id });
  if (!row) throw new Error('sessão não criada');
  return row.id;
}

/**
 * Ends every open session of the user (all but `exceptId` when given). Every session end goes through here or
 * endSessionByHash: both notify, so the ended sessions are refused at their next request in every process.
 */
export async function endSessions(
  tx: DatabaseOrTransaction,
  clienteId: string,
  usuarioId: string,
  exceptId?: string,
) {
  const ended = await tx
    .update(sessao)
    .set({ endedAt: sql`now()` })
    .where(
      and(
        eq(sessao.clienteId, clienteId),
        eq(sessao.usuarioId, usuarioId),
        isNull(sessao.endedAt),
        exceptId ? ne(sessao.id, exceptId) : undefined,
      ),
    )
    .returning({ id: sessao.id });
  if (ended[0]) await notifyAccessChanged(tx, clienteId, usuarioId);
}

export async function endSessionByHash(tx: DatabaseOrTransaction, usuarioId: string, tokenHash: string) {
  const rows = await tx
    .update(sessao)
    .set({ endedAt: sql`now()` })
    .where(and(eq(sessao.usuarioId, usuarioId), eq(sessao.tokenHash, tokenHash), isNull(sessao.endedAt)))
    .returning({ clienteId: sessao.clienteId });
  if (rows[0]) await notifyAccessChanged(tx, rows[0].clienteId, usuarioId);
  return rows.length > 0;
}

export async function createTempToken(
  tx: DatabaseOrTransaction,
  v: { clienteId: string; usuarioId: string; tipo: TempTokenTipo; tokenHash: string; expiresAt: Date },
) {
  await tx.insert(tokenTemporario).values(v);
}

/** Marks a single-use token used; false when it was already used (a concurrent second use). */
export async function useTempToken(tx: DatabaseOrTransaction, tokenId: string) {
  const rows = await tx
    .update(tokenTemporario)
    .set({ usedAt: sql`now()` })
    .where(and(eq(tokenTemporario.id, tokenId), isNull(tokenTemporario.usedAt)))
    .returning({ id: tokenTemporario.id });
  return rows.length > 0;
}

export async function createResetToken(
  tx: DatabaseOrTransaction,
  v: { clienteId: string; usuarioId: string; tokenHash: string; expiresAt: Date },
) {
  await tx.insert(tokenRedefinicaoSenha).values(v);
}

export async function useResetToken(tx: DatabaseOrTransaction, tokenId: string) {
  const rows = await tx
    .update(tokenRedefinicaoSenha)
    .set({ usedAt: sql`now()` })
    .where(and(eq(tokenRedefinicaoSenha.id, tokenId), isNull(tokenRedefinicaoSenha.usedAt)))
    .returning({ id: tokenRedefinicaoSenha.id });
  return rows.length > 0;
}

/**
 * Ends every reset link of the user still unused (marks it used): a new link replaces the older ones, and a
 * password change or reset leaves no link to the account behind.
 */
export async function revokeResetTokens(tx: DatabaseOrTransaction, clienteId: string, usuarioId: string) {
  await tx
    .update(tokenRedefinicaoSenha)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(tokenRedefinicaoSenha.clienteId, clienteId),
        eq(tokenRedefinicaoSenha.usuarioId, usuarioId),
        isNull(tokenRedefinicaoSenha.usedAt),
      ),
    );
}

/**
 * Ends every temporary token of the user still unused (marks it used): the session-conflict token signs in
 * without the password, and the CAS state and key stand for a sign-in in progress, so none survives a password
 * change or reset, or a change of the e-mail.
 */
export async function revokeTempTokens(tx: DatabaseOrTransaction, clienteId: string, usuarioId: string) {
  await tx
    .update(tokenTemporario)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(tokenTemporario.clienteId, clienteId),
        eq(tokenTemporario.usuarioId, usuarioId),
        isNull(tokenTemporario.usedAt),
      ),
    );
}

/** Reset links and temporary tokens of the user: what a password change or reset, or a new e-mail, ends. */
export async function revokeAccountTokens(tx: DatabaseOrTransaction, clienteId: string, usuarioId: string) {
  await revokeResetTokens(tx, clienteId, usuarioId);
  await revokeTempTokens(tx, clienteId, usuarioId);
}

export async function updatePassword(
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

export async function updateProfile(
  tx: DatabaseOrTransaction,
  clienteId: string,
  usuarioId: string,
  nome: string,
  email: string,
) {
  await tx
    .update(usuario)
    .set({ nome, email, updatedAt: sql`now()` })
    .where(and(eq(usuario.clienteId, clienteId), eq(usuario.id, usuarioId)));
}

export async function recordUsage(
  tx: DatabaseOrTransaction,
  clienteId: string,
  usuarioId: string,
  tipo: (typeof tiposEventoUso)[number],
) {
  await tx.insert(eventoUso).values({ clienteId, usuarioId, tipo });
}

import { createHash } from 'node:crypto';
import { authMessages } from '@matriz/contracts';
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { tentativaAcesso, type TipoTentativaAcesso } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Attempts per account (issue 8 §1, ASVS V6.3.1), besides the limit per address: failed sign-ins — a wrong
 * password at login or a wrong current password — and recovery e-mails asked, counted in PostgreSQL so that every
 * API process sees the same count. An unknown e-mail is counted and limited exactly like a known one, so the
 * answer never tells which e-mails have an account.
 */

export const accountLimited = () => new AppError(429, authMessages.accountLimited);

/** The counter's key: a hash of the e-mail as the login reads it (trimmed, lower case). */
export const accountKey = (email: string) =>
  createHash('sha256').update(`conta:${email.trim().toLowerCase()}`).digest('hex');

function limitOf(config: Config, tipo: TipoTentativaAcesso): number {
  return tipo === 'login' ? config.accountLoginLimit : config.accountRecoveryLimit;
}

const windowStart = (config: Config) =>
  sql`now() - make_interval(mins => ${config.accountLimitWindowMinutes})`;

/** Drops the attempts of this kind that have left the window. */
async function pruneAttempts(db: Database, config: Config, tipo: TipoTentativaAcesso): Promise<void> {
  await db
    .delete(tentativaAcesso)
    .where(and(eq(tentativaAcesso.tipo, tipo), lt(tentativaAcesso.createdAt, windowStart(config))));
}

/**
 * Counts one attempt of the account inside the caller's transaction and answers its id, or null when the account
 * has already spent its attempts in the window (that refused attempt is not counted, so the window ends on time).
 * Count and insert run under a lock of the account's key, held until the transaction ends: of concurrent attempts
 * exactly as many pass as the account has left.
 */
async function countAttempt(
  tx: Transaction,
  config: Config,
  tipo: TipoTentativaAcesso,
  email: string,
): Promise<string | null> {
  const chave = accountKey(email);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`tentativa:${tipo}:${chave}`}, 0))`);
  const [counted] = await tx
    .select({ n: count() })
    .from(tentativaAcesso)
    .where(
      and(
        eq(tentativaAcesso.tipo, tipo),
        eq(tentativaAcesso.chave, chave),
        gte(tentativaAcesso.createdAt, windowStart(config)),
      ),
    );
  if (Number(counted?.n ?? 0) >= limitOf(config, tipo)) return null;
  const [row] = await tx
    .insert(tentativaAcesso)
    .values({ tipo, chave })
    .returning({ id: tentativaAcesso.id });
  return row!.id;
}

/**
 * Counts one attempt of the account and answers its id, or throws 429 when the account has already spent its
 * attempts in the window. The lock of the account's key is held only for the count and the insert (not while a
 * password is checked).
 */
export async function takeAttempt(
  db: Database,
  config: Config,
  tipo: TipoTentativaAcesso,
  email: string,
): Promise<string> {
  await pruneAttempts(db, config, tipo);
  const id = await db.transaction((tx) => countAttempt(tx, config, tipo, email));
  if (!id) throw accountLimited();
  return id;
}

/**
 * Counts one attempt of the account and runs `work` in the same transaction: if `work` fails, the attempt is not
 * counted either; 429 (and `work` does not run) when the account has already spent its attempts in the window.
 */
export async function withAttempt<T>(
  db: Database,
  config: Config,
  tipo: TipoTentativaAcesso,
  email: string,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  await pruneAttempts(db, config, tipo);
  const result = await db.transaction(async (tx) => {
    if (!(await countAttempt(tx, config, tipo, email))) return { limited: true as const };
    return { limited: false as const, value: await work(tx) };
  });
  if (result.limited) throw accountLimited();
  return result.value;
}

/** An attempt that did not fail (the password was right, or something else went wrong) is not counted. */
export async function forgetAttempt(db: Database, id: string): Promise<void> {
  await db.delete(tentativaAcesso).where(eq(tentativaAcesso.id, id));
}

/** A right password clears the account's failed sign-ins. */
export async function clearAttempts(db: Database, tipo: TipoTentativaAcesso, email: string): Promise<void> {
  await db
    .delete(tentativaAcesso)
    .where(and(eq(tentativaAcesso.tipo, tipo), eq(tentativaAcesso.chave, accountKey(email))));
}

/**
 * Runs a password check of the account under the sign-in limit: `check` answers whether the password was right.
 * A wrong one stays counted; a right one clears the count; anything thrown leaves no trace.
 */
export async function withSignInAttempt<T>(
  db: Database,
  config: Config,
  email: string,
  check: () => Promise<{ passwordOk: boolean; value: T }>,
): Promise<{ passwordOk: boolean; value: T }> {
  const id = await takeAttempt(db, config, 'login', email);
  let result: { passwordOk: boolean; value: T };
  try {
    result = await check();
  } catch (error) {
    await forgetAttempt(db, id);
    throw error;
  }
  if (result.passwordOk) await clearAttempts(db, 'login', email);
  return result;
}

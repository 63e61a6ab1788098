import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) PHC string. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/**
 * argon2id hash of a random string nobody knows, with the library's default cost (the cost of every password
 * hash): checked whenever there is no real hash to check, so that every sign-in attempt costs one verification.
 */
export const DUMMY_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$WYxpE0ZRbUqypJKorAXhUg$JBhaeTMHpyfKDNnZDZkcQhkPaXpQoa2y7lTcwg97YRI';

/**
 * True when `password` matches `senhaHash`. Always runs one argon2 verification — against the dummy hash when the
 * user has none (an unknown e-mail, a single-sign-on user), and for an empty password too — so the time it takes
 * tells nothing about the account.
 */
export async function verifyPassword(senhaHash: string | null, password: string): Promise<boolean> {
  try {
    const matches = await verify(senhaHash ?? DUMMY_PASSWORD_HASH, password);
    return matches && senhaHash !== null && password !== '';
  } catch {
    return false;
  }
}

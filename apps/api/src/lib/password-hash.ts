import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) PHC string. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(senhaHash: string | null, password: string): Promise<boolean> {
  if (!senhaHash || !password) return false;
  try {
    return await verify(senhaHash, password);
  } catch {
    return false;
  }
}

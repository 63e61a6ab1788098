import { createHash, randomBytes } from 'node:crypto';

/** A random opaque token (URL-safe) and the hash stored in its place. */
export function createOpaqueToken(bytes = 32): { token: string; hash: string } {
  const token = randomBytes(bytes).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

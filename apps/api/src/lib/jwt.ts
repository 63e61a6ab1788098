import { jwtVerify, SignJWT } from 'jose';

export interface AccessTokenPayload {
  /** e-mail, as the SPA reads it (spec 000 §3) */
  unique_name: string;
  sub: string;
  cid: string;
  sid: string;
  exp: number;
}

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signAccessToken(
  secret: string,
  claims: { email: string; usuarioId: string; clienteId: string; sessaoId: string },
  expiresAt: Date,
): Promise<string> {
  return new SignJWT({ unique_name: claims.email, cid: claims.clienteId, sid: claims.sessaoId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.usuarioId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key(secret));
}

/** The verified payload, or null for a bad signature, an expired token or a missing member. */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessTokenPayload | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] });
    const { unique_name, sub, cid, sid, exp } = payload as Partial<AccessTokenPayload>;
    if (!unique_name || !sub || !cid || !sid || !exp) return null;
    return { unique_name, sub, cid, sid, exp };
  } catch {
    return null;
  }
}

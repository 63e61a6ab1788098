/** Reads a JWT payload without verifying it: the client only needs unique_name and exp (spec 000 §3, §4). */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Valid only with a unique_name and an exp in the future. */
export function isAccessTokenValid(token: string | null | undefined, now = Date.now()): boolean {
  if (!token) return false;
  const payload = decodeJwtPayload(token);
  if (!payload) return false;
  const { unique_name: uniqueName, exp } = payload;
  return typeof uniqueName === 'string' && uniqueName !== '' && typeof exp === 'number' && exp * 1000 > now;
}

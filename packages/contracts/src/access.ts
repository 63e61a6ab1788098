/** Access rule of spec 000 §2.1 and §6, shared by the SPA guards and the API route hooks. */
export interface Claim {
  nome: string;
  acoes: string[];
}

export const SYS_ADMIN = 'sysAdmin';
export const SYS_PREMIUM = 'sysPremium';
/** Every Matriz session carries this claim: the profile type is fixed as franchisor (spec 000 §6). */
export const SYS_FRANQUEADOR = 'sysFranqueador';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function isSysAdmin(claims: readonly Claim[]): boolean {
  return claims.some((c) => same(c.nome, SYS_ADMIN));
}

export function isPremium(claims: readonly Claim[]): boolean {
  return claims.some((c) => same(c.nome, SYS_PREMIUM));
}

/**
 * True when the claims allow `rule` (and `action`, when asked). An empty rule passes; an empty claims list
 * passes; sysAdmin passes all; otherwise a claim whose name matches the rule case-insensitively, carrying the
 * action when one is asked.
 */
export function hasAccess(claims: readonly Claim[], rule?: string | null, action?: string | null): boolean {
  if (!rule) return true;
  if (claims.length === 0) return true;
  if (isSysAdmin(claims)) return true;
  const claim = claims.find((c) => same(c.nome, rule));
  if (!claim) return false;
  if (!action) return true;
  return claim.acoes.some((a) => same(a, action));
}

/**
 * True when a holder of `holder` may grant `granted` (an access rule's accesses): an administrator grants
 * anything; no one else grants the administrator entry, a resource they lack, or an action of it they lack.
 * This keeps an editor with the users permission from creating or assigning a rule stronger than their own.
 */
export function claimsWithin(granted: readonly Claim[], holder: readonly Claim[]): boolean {
  if (isSysAdmin(holder)) return true;
  return granted.every((g) => {
    if (same(g.nome, SYS_ADMIN)) return false;
    const own = holder.find((c) => same(c.nome, g.nome));
    return own !== undefined && g.acoes.every((a) => own.acoes.some((o) => same(o, a)));
  });
}

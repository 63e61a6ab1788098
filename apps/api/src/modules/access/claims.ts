import { SYS_FRANQUEADOR, SYS_PREMIUM, type Claim } from '@matriz/contracts';

export type Plano = 'Starter' | 'Premium';

/**
 * The session's claims: the access rule's entries, sysPremium for a premium cliente, and sysFranqueador on
 * every session — so no signed-in user ever has the empty claims list that the spec's rule lets pass
 * everywhere (a rule with nothing checked must not mean "everything").
 */
export function buildClaims(acessos: readonly Claim[] | null | undefined, plano: Plano): Claim[] {
  const claims: Claim[] = (acessos ?? [])
    .filter((a) => a.nome !== SYS_PREMIUM && a.nome !== SYS_FRANQUEADOR)
    .map((a) => ({ nome: a.nome, acoes: [...a.acoes] }));
  if (plano === 'Premium') claims.push({ nome: SYS_PREMIUM, acoes: [] });
  claims.push({ nome: SYS_FRANQUEADOR, acoes: [] });
  return claims;
}

import { TODAS_AS_MARCAS } from '@matriz/contracts';

/**
 * Spec 000 §9, brand value "0" means all brands: choosing 'Todas' together with others keeps only 'Todas'
 * when it was the one just added, and drops it when it was there first.
 */
export function applyTodasAsMarcas(previous: readonly string[], next: readonly string[]): string[] {
  if (!next.includes(TODAS_AS_MARCAS) || next.length === 1) return [...next];
  return previous.includes(TODAS_AS_MARCAS) ? next.filter((m) => m !== TODAS_AS_MARCAS) : [TODAS_AS_MARCAS];
}

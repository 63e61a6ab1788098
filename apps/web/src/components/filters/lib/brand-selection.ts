/** Marca value meaning "all brands" (spec 000 §9, 001 §5). Same value as contracts' TODAS_AS_MARCAS. */
export const ALL_BRANDS = '0';

/**
 * Spec 001 §5: choosing 'all' together with other brands keeps only 'all' when it is the one just added,
 * and drops it when it was there first.
 */
export function applyBrandSelection(previous: readonly string[], next: readonly string[]): string[] {
  if (!next.includes(ALL_BRANDS) || next.length === 1) return [...next];
  return previous.includes(ALL_BRANDS) ? next.filter((m) => m !== ALL_BRANDS) : [ALL_BRANDS];
}

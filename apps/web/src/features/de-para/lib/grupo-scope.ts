/**
 * The grupos-or-clusters part that both De-Para filters share (spec 002 §2.2, §4): the switch, and the list of
 * each side. Only the list the switch shows is sent.
 */
export interface GrupoScope {
  /** on: the grupos of the chosen clusters; off: the chosen grupos */
  clusterBool: boolean;
  customerIds: string[];
  clusterIds: string[];
}

export const emptyGrupoScope: GrupoScope = { clusterBool: false, customerIds: [], clusterIds: [] };

export const isStringList = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((s) => typeof s === 'string');

/** A list as the API takes it: comma-joined, absent when empty. */
export const joined = (values: readonly string[]) => (values.length ? values.join(',') : undefined);

/** Stored values over the defaults, each field checked: a value stored by an older build falls back alone. */
export function readGrupoScope(
  stored: Partial<Record<keyof GrupoScope, unknown>>,
  defaults: GrupoScope,
): GrupoScope {
  return {
    clusterBool: typeof stored.clusterBool === 'boolean' ? stored.clusterBool : defaults.clusterBool,
    customerIds: isStringList(stored.customerIds) ? stored.customerIds : defaults.customerIds,
    clusterIds: isStringList(stored.clusterIds) ? stored.clusterIds : defaults.clusterIds,
  };
}

/** `CustomerIds` or `ClusterIds`, as the switch says, comma-joined; neither when the list shown is empty. */
export function toGrupoScopeParams(f: GrupoScope): { CustomerIds?: string; ClusterIds?: string } {
  const ids = f.clusterBool ? joined(f.clusterIds) : joined(f.customerIds);
  if (!ids) return {};
  return f.clusterBool ? { ClusterIds: ids } : { CustomerIds: ids };
}

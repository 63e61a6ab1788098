import { useCallback, useMemo, useState } from 'react';

import { removeFilterCard, saveFilterCard, useAppStore } from '../../lib/storage.ts';
import { useSession } from '../../lib/session.ts';

/** How a card's values become JSON and back (dates, for instance); null when the stored value is unusable. */
export interface FilterCodec<T> {
  toStored: (values: T) => unknown;
  fromStored: (stored: unknown, defaults: T) => T | null;
}

/** Plain JSON values: the stored object over the defaults, so fields added later get their default. */
function plainCodec<T>(): FilterCodec<T> {
  return {
    toStored: (values) => values,
    fromStored: (stored, defaults) =>
      stored && typeof stored === 'object' && !Array.isArray(stored)
        ? { ...defaults, ...(stored as Partial<T>) }
        : null,
  };
}

export interface PersistedFilters<T> {
  /** the values to start the card with: the saved ones of this user, else the defaults */
  initialValues: T;
  save: (values: T) => void;
  /** 'Limpar': forget the saved values */
  clear: () => void;
}

/**
 * Spec 000 §3: a filter card's values are kept in local storage and restored on load. They belong to the
 * signed-in user of its cliente (another login on the same browser starts from the defaults), and they go
 * with the rest of the stored session when local storage is cleared (spec 000 §4).
 */
export function usePersistedFilters<T>(
  key: string,
  defaults: T,
  codec: FilterCodec<T> = plainCodec<T>(),
): PersistedFilters<T> {
  const session = useSession();
  const owner = session ? `${session.customer?._id ?? ''}:${session.user._id}` : null;
  // read once: the card owns its values from then on
  const [initialValues] = useState<T>(() => {
    const saved = useAppStore.getState().filterCards[key];
    if (!owner || saved?.owner !== owner) return defaults;
    return codec.fromStored(saved.values, defaults) ?? defaults;
  });
  const { toStored } = codec;
  const save = useCallback(
    (values: T) => {
      if (owner) saveFilterCard(key, { owner, values: toStored(values) });
    },
    [key, owner, toStored],
  );
  const clear = useCallback(() => removeFilterCard(key), [key]);
  return useMemo(() => ({ initialValues, save, clear }), [initialValues, save, clear]);
}

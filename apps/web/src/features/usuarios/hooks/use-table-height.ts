import { useSyncExternalStore } from 'react';

/** Spec 000 §9: the list's scroll height is the window height minus 310 px (never below a usable minimum). */
const OFFSET = 310;
const MIN_HEIGHT = 240;

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

export function useTableHeight(): number {
  const height = useSyncExternalStore(
    subscribe,
    () => window.innerHeight,
    () => 800,
  );
  return Math.max(height - OFFSET, MIN_HEIGHT);
}

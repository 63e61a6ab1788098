import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; follows changes (spec 000 §9 breakpoints: 950, 1000, 1200 px). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const SMALL_SCREEN = '(max-width: 949.98px)';
export const LARGE_SCREEN = '(min-width: 1200px)';

import { useEffect, useState } from 'react';

/** Spec 000 §9 / 002 §9: what the user types in a filter reaches the server 500 ms after the last keystroke. */
export const FILTER_DEBOUNCE_MS = 500;

/** The value, once it has stopped changing for `ms`. */
export function useDebouncedValue<T>(value: T, ms = FILTER_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

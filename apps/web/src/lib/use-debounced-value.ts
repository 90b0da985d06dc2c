import { useEffect, useState } from 'react';

/** How long typing rests before a search goes to the server (or the address). */
export const SEARCH_DEBOUNCE_MS = 300;

/** The value once it has stayed the same for `delayMs`; the first value at once. */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

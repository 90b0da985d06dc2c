import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while the server renders a page and while the browser hydrates it, true from then on
 * (and at once in a page the browser renders itself).
 */
export function useHydrated() {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

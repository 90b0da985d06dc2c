import { useSyncExternalStore } from 'react';

/** A short confirmation ("Gebruiker Jan opgeslagen."), shown and announced by `NoticeRegion`. */
export type Notice = { id: number; text: string };

let current: Notice | null = null;
let lastId = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Confirms something done; call it once the page that shows the result is there. */
export function notify(text: string) {
  lastId += 1;
  current = { id: lastId, text };
  emit();
}

/** Takes the notice away (closed by hand, or left behind by a navigation). */
export function dismissNotice(id: number) {
  if (current?.id !== id) return;
  current = null;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useNotice(): Notice | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

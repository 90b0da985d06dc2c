import { afterAppLibraries } from '../lib/vendor-scripts';

/*
 * Every screen but the app chunk's own is fetched when it first opens, one chunk per feature
 * (`./screens/`), so nobody loads the tables and forms of features they do not visit, and moving
 * between one feature's screens waits for nothing. The long lists are chunks of their own (one
 * for both in the production build, decision 018), so that opening one does not wait for its
 * feature's forms (and zod's full API with the contract's schemas); the rest of the feature
 * follows when a link on the list is pointed at. The router opens them (router.tsx); the entry
 * starts the one of the address being opened while the app chunk is still on its way
 * (open-portal.ts). Sizes: bench/web-bundle.mjs.
 */

/**
 * Keeps the promise of a chunk once it loads, so another screen of a loaded feature opens within
 * the same turn, as before the split (`import()` of a loaded module still waits a turn). A
 * failed load is forgotten, so the next visit tries again.
 */
function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/** A screen's chunk, imported once the app libraries it uses have run (lib/vendor-scripts.ts). */
const screen = <T>(load: () => Promise<T>) => loadOnce(() => afterAppLibraries(load));

export const SCREEN_CHUNKS = {
  userList: screen(() => import('./screens/user-list')),
  users: screen(() => import('./screens/users')),
  practiceList: screen(() => import('./screens/practice-list')),
  practices: screen(() => import('./screens/practices')),
  dashboards: screen(() => import('./screens/dashboards')),
  documents: screen(() => import('./screens/documents')),
  member: screen(() => import('./screens/member')),
  changePassword: screen(() => import('../features/auth/routes/change-password-page')),
};

export type ScreenChunk = keyof typeof SCREEN_CHUNKS;

/** A link on the screen: a row's, Bewerken, the page's own button-like links. */
const SCREEN_LINK = 'main a[href]';

/**
 * Runs `run` once, when the person first points at, or moves the focus to, a link on the screen:
 * they are about to open what it leads to.
 */
export function onFirstLinkIntent(run: () => void) {
  const onIntent = (event: Event) => {
    const target = event.target as { closest?: (selector: string) => unknown } | null;
    if (!target?.closest?.(SCREEN_LINK)) return;
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
    run();
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
}

const awaitingIntent = new Set<ScreenChunk>();

/**
 * Fetches a chunk once a link on the screen is pointed at or focused (a row, Bewerken,
 * Toevoegen): the chunk takes a fraction of the time a person takes to click. Not earlier:
 * running it while someone types in the list's search would hold up the keys.
 */
export function prefetchOnLinkIntent(chunk: ScreenChunk) {
  if (awaitingIntent.has(chunk)) return;
  awaitingIntent.add(chunk);
  onFirstLinkIntent(() => {
    // A failed fetch is tried again when one of its screens opens.
    SCREEN_CHUNKS[chunk]().catch(() => awaitingIntent.delete(chunk));
  });
}

/** When the last reload for a missing chunk happened, so a lasting failure cannot loop. */
const RELOADED_AT_KEY = 'chunk-reload-at';
const MIN_MS_BETWEEN_RELOADS = 30_000;

let addressBeingOpened: () => string | undefined = () => undefined;

/** The app's router tells which address a navigation is opening, once the app has loaded. */
export function trackAddressBeingOpened(address: () => string | undefined) {
  addressBeingOpened = address;
}

/**
 * The app and its screens are fetched when needed, so a page opened before a new release asks
 * for chunks that are gone now (their names carry a content hash). Loading the address being
 * opened afresh fetches the new index.html with the new names. Should the chunk still fail,
 * the error page (or the entry's retry button) shows as usual.
 */
export function reloadOnStaleChunk() {
  window.addEventListener('vite:preloadError', () => {
    reloadForNewRelease();
  });
}

/**
 * Loads the address being opened afresh, unless that was done moments ago; says whether it
 * does. Also for the code a server-rendered page needs before it can be taken over (main.tsx).
 */
export function reloadForNewRelease() {
  const reloadedAt = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
  if (Date.now() - reloadedAt < MIN_MS_BETWEEN_RELOADS) return false;
  sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  window.location.assign(addressBeingOpened() ?? window.location.href);
  return true;
}

/*
 * The large libraries come as classic scripts in the production build, which Chromium keeps
 * compiled in its code cache (decision 017, build/classic-vendor-scripts.ts). React's script
 * runs before the entry (index.html). The app libraries' script (the router, TanStack Query and
 * Table) must have run before the app chunk or any screen chunk runs, so those are imported
 * through `afterAppLibraries`. The dev server and the tests have no such scripts.
 */

declare const __PORTAL_VENDOR_SCRIPTS__: { react: string; app: string } | null;

let loadingAppLibraries: Promise<void> | undefined;

/** Adds the app libraries' script once; a failed load is tried again at the next call. */
export function loadAppLibraries(
  src: string | null = __PORTAL_VENDOR_SCRIPTS__?.app ?? null,
): Promise<void> {
  if (src === null) return Promise.resolve();
  loadingAppLibraries ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loadingAppLibraries = undefined;
      reject(new Error(`Could not load ${src}`));
    };
    document.head.append(script);
  });
  return loadingAppLibraries;
}

/** `load` once the app libraries have run: for the app chunk and the screens' chunks. */
export function afterAppLibraries<T>(load: () => Promise<T>): Promise<T> {
  return loadAppLibraries().then(load);
}

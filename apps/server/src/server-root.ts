import { fileURLToPath } from 'node:url';

/**
 * The apps/server folder, found from this file: `src/server-root.ts` in the sources and
 * `dist/server.mjs` in the built server are both one level below it, so paths to the
 * migrations, fonts and the web app's build hold for either.
 */
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));

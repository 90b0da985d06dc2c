import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const INDEX_FILE = 'index.html';
/** Files whose names carry a content hash (Vite's `assets/`) never change. */
const HASHED_ASSET = 'public, max-age=31536000, immutable';
/** The page names the current assets, so the browser asks each time (an ETag makes it cheap). */
const REVALIDATE = 'no-cache';
/** Other public files (favicon, robots.txt, demo dashboards) keep their names across releases. */
const SHORT_CACHE = 'public, max-age=3600';

/** Cache-Control by the file asked for; `filePath` may be its brotli or gzip copy. */
function cacheControlFor(filePath: string, distDir: string) {
  const relative = path.relative(distDir, filePath).replace(/\.(br|gz)$/, '');
  if (relative.startsWith(`assets${path.sep}`)) return HASHED_ASSET;
  if (relative === INDEX_FILE) return REVALIDATE;
  return SHORT_CACHE;
}

/**
 * Serves the web app's built files as Vite wrote them: each in the brotli or gzip copy the build
 * made beside it (apps/web/vite.config.ts) when the browser accepts one. The pages themselves are
 * rendered per request (web-pages.ts); the server's entry of the build is no public file.
 */
export async function registerWebFiles(app: FastifyInstance, distDir: string) {
  const hasBuild = existsSync(path.join(distDir, INDEX_FILE));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      // One route per built file, listed at start; the compressed copies are not routes.
      wildcard: false,
      // `/` is a page like any other (web-pages.ts), not the bare index.html.
      index: false,
      globIgnore: ['**/*.br', '**/*.gz', 'server/**'],
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        reply.header('cache-control', cacheControlFor(filePath, distDir));
      },
    });
  }
}

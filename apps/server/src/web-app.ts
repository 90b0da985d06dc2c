import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { listAt } from '@praktijkportaal/contract/list-addresses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser } from './modules/auth/session-store';
import { sendApiNotFound } from './plugins/errors';

const LONG_CACHE = 'public, max-age=31536000, immutable';
const INDEX_PAGE = '/index.html';

/** index.html without its hints, and the hint groups by name. */
export type IndexPage = { plain: string; hints: ReadonlyMap<string, string> };

/**
 * Reads the hint groups out of the built index.html (`<!--portal-hints:NAME … -->`, written by
 * apps/web/build/signed-in-page-hints.ts): the files a logged-in browser will fetch once the
 * app starts, by the app and by list screen.
 */
export function readIndexPage(html: string): IndexPage {
  const hints = new Map<string, string>();
  const plain = html.replace(
    /[ \t]*<!--portal-hints:(\w+)\n([\s\S]*?)-->\n?/g,
    (_comment, name: string, links: string) => {
      hints.set(name, links.trim());
      return '';
    },
  );
  return { plain, hints };
}

/**
 * The page for someone logged in names what their browser will ask for next, so it asks at
 * once rather than after the entry has run (decision 017): who is logged in, the app's files
 * and, where the address shows a long list to their role, that list and its screen's files.
 * Nobody logged in gets the plain page: the login page loads nothing more.
 */
export function pageFor(page: IndexPage, user: AuthUser | null, pathname: string): string {
  if (!user) return page.plain;
  const list = listAt(pathname, user.type);
  const links = [
    '<link rel="preload" as="fetch" crossorigin href="/api/me">',
    page.hints.get('app'),
    ...(list
      ? [
          `<link rel="preload" as="fetch" crossorigin href="/api${list.get}">`,
          page.hints.get(list.screen),
        ]
      : []),
  ].filter((link) => link !== undefined);
  return page.plain.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

/**
 * Serves the built single-page app: hashed assets cached for a year, and index.html, never
 * cached, for every other GET that is not /api, so deep links load the app.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  loadSession: (request: FastifyRequest) => Promise<void>,
) {
  const indexFile = path.join(distDir, 'index.html');
  const page = existsSync(indexFile) ? readIndexPage(readFileSync(indexFile, 'utf8')) : null;
  if (page) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      // index.html is the page below, whatever the address.
      index: false,
      allowedPath: (pathName) => pathName !== INDEX_PAGE,
      cacheControl: false,
      setHeaders(reply, filePath) {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? LONG_CACHE : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (!page || !isPage || request.url.startsWith('/api')) return sendApiNotFound(reply);
    try {
      await loadSession(request);
    } catch (error) {
      // The page still loads; the app asks /api/me itself and shows what that answers.
      request.log.warn({ err: error }, 'no session for the page');
    }
    const pathname = new URL(request.url, 'http://portal').pathname;
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie')
      .type('text/html; charset=utf-8')
      .send(pageFor(page, request.user, pathname));
  });
}

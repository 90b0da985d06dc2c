import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendApiNotFound } from './plugins/errors';

/*
 * The pages of the web app, rendered here with their data (decision 101): the web build's own
 * server entry (apps/web/src/ssr/render-page.tsx, built to `server/render-page.mjs` beside the
 * browser's files) runs the routes' loaders, whose API calls go through this app's own routes
 * with the requester's cookie, so each page passes the same session and access checks as the
 * API. The HTML of a page is the requester's alone: never stored (`no-store`).
 */

const INDEX_FILE = 'index.html';
export const PAGE_RENDERER_FILE = path.join('server', 'render-page.mjs');
const ROOT_ELEMENT = '<div id="root"></div>';
const PAGE_DATA_ELEMENT_ID = 'page-data';

type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; html: string; pageData: string };
type RenderPage = (
  request: Request,
  options: { fetch: typeof fetch; onError: (error: unknown) => void },
) => Promise<RenderedPage>;
type RendererModule = { createPageRenderer(scopes: AsyncLocalStorage<unknown>): RenderPage };

/** The request's headers that a page's API calls carry: who asks, and in what language. */
const FORWARDED_HEADERS = ['cookie', 'user-agent', 'accept-language'] as const;

/**
 * The API as the page's loaders reach it: this app's own routes, injected with the requester's
 * cookie and address, so each call passes the same hooks (session, access rules, Logboek) as
 * the browser's would.
 */
function apiOfRequester(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers,
      remoteAddress: request.ip,
    });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (typeof value === 'string' || typeof value === 'number')
        answerHeaders.set(name, `${value}`);
    }
    return new Response(answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: answerHeaders,
    });
  };
}

/** index.html as Vite built it, with the page and its data in place of the empty root. */
function pageTemplate(distDir: string) {
  const template = readFileSync(path.join(distDir, INDEX_FILE), 'utf8');
  const at = template.indexOf(ROOT_ELEMENT);
  if (at < 0) throw new Error(`${INDEX_FILE} has no ${ROOT_ELEMENT}`);
  const [before, after] = [template.slice(0, at), template.slice(at + ROOT_ELEMENT.length)];
  return (html: string, pageData: string) =>
    `${before}<div id="root">${html}</div><script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${pageData}</script>${after}`;
}

/**
 * Answers every GET outside `/api` and the built files with the page rendered for the
 * requester; a build without the server entry (an old one) gets index.html as it is. A route of
 * its own (not the not-found handler), so its answer is compressed as the browser accepts.
 */
export async function registerWebPages(app: FastifyInstance, distDir: string) {
  const rendererFile = path.join(distDir, PAGE_RENDERER_FILE);
  const hasBuild = existsSync(path.join(distDir, INDEX_FILE));
  app.setNotFoundHandler((_request, reply) => sendApiNotFound(reply));
  if (!hasBuild) return;
  const renderer = existsSync(rendererFile)
    ? ((await import(pathToFileURL(rendererFile).href)) as RendererModule)
    : undefined;
  const render = renderer?.createPageRenderer(new AsyncLocalStorage());
  const fillTemplate = render ? pageTemplate(distDir) : undefined;

  app.get('/*', async (request, reply) => {
    if (request.url.startsWith('/api')) return sendApiNotFound(reply);
    if (!render || !fillTemplate) return reply.sendFile(INDEX_FILE);
    return sendRenderedPage(app, request, reply, render, fillTemplate);
  });
}

async function sendRenderedPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  render: RenderPage,
  fillTemplate: (html: string, pageData: string) => string,
) {
  const address = new URL(request.url, `${request.protocol}://${request.host}`);
  const page = await render(new Request(address, { headers: { accept: 'text/html' } }), {
    fetch: apiOfRequester(app, request),
    onError: (error) =>
      request.log.warn({ err: error }, 'page rendered in part; the browser renders the rest'),
  });
  reply.header('cache-control', 'no-store');
  if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
  return reply
    .code(page.status)
    .type('text/html; charset=utf-8')
    .send(fillTemplate(page.html, page.pageData));
}

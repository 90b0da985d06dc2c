import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { config as configureZod } from 'zod';
import { ControlsAfterHydration } from '../app/controls-after-hydration';
import { createQueryClient } from '../app/query-client';
import { routes } from '../app/routes';
import { preloadAll } from '../lib/preloadable';
import { type RequestScope, serveRequestScopes } from '../lib/request-scope';
import { type PageData, pageDataText } from './page-data';

/*
 * The server's render of a page (decision 101): the same route table, loaders and API (with the
 * requester's cookie, through the server's own routes and access rules) as in the browser, in a
 * scope of its own per request. Built by Vite into the web app's `server/` folder and called by
 * apps/server/src/web-app.ts.
 */

configureZod({ jitless: true });
const handler = createStaticHandler(routes);

export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; html: string; pageData: string };

export type RenderOptions = {
  /** The API, answering with the requester's session (the server's own routes). */
  fetch: typeof fetch;
  /** A render error the browser will recover from (it renders that part itself). */
  onError: (error: unknown) => void;
};

/** Waits for the loaders' queries, also those a query's answer started in turn. */
async function settle(started: Promise<unknown>[]) {
  let waited = 0;
  while (waited < started.length) {
    const batch = started.slice(waited);
    waited = started.length;
    await Promise.all(batch);
  }
}

/**
 * The whole HTML of `element` once every lazy part of it is in, in one piece: none of React's
 * inline scripts that complete a part sent later (the CSP allows no inline script).
 */
async function renderToHtml(element: ReactNode, onError: (error: unknown) => void) {
  // React sends a large part after the rest, completed by an inline script, unless told not to.
  const { prelude } = await prerender(element, { onError, progressiveChunkSize: Infinity });
  return new Response(prelude).text();
}

/** Node's AsyncLocalStorage, given by the server: the scope of the request being rendered. */
export type ScopeStorage = {
  run<T>(scope: RequestScope, render: () => T): T;
  getStore(): RequestScope | undefined;
};

/**
 * The server's renderer of pages. Each page at `request`'s address comes as its HTML and data,
 * or as where its loaders send the user.
 */
export function createPageRenderer(scopes: ScopeStorage) {
  serveRequestScopes(() => scopes.getStore());
  const partsLoaded = preloadAll();
  return async (request: Request, options: RenderOptions) => {
    await partsLoaded;
    return renderPage(scopes, request, options);
  };
}

function renderPage(
  scopes: ScopeStorage,
  request: Request,
  options: RenderOptions,
): Promise<RenderedPage> {
  const scope: RequestScope = {
    queryClient: createQueryClient(),
    fetch: options.fetch,
    started: [],
    rendered: new Set(),
  };
  return scopes.run(scope, async (): Promise<RenderedPage> => {
    const context = await handler.query(request);
    if (context instanceof Response) {
      const location = context.headers.get('location') ?? '/';
      return { kind: 'redirect', status: context.status, location };
    }
    await settle(scope.started);
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = await renderToHtml(
      <StrictMode>
        <QueryClientProvider client={scope.queryClient}>
          <ControlsAfterHydration>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </ControlsAfterHydration>
        </QueryClientProvider>
      </StrictMode>,
      options.onError,
    );
    const pageData: PageData = {
      queries: dehydrate(scope.queryClient, {
        shouldDehydrateQuery: (query) => query.state.status !== 'pending',
      }),
      router: {
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: context.errors,
      },
      preloaded: [...scope.rendered],
    };
    return { kind: 'page', status: context.statusCode, html, pageData: pageDataText(pageData) };
  });
}

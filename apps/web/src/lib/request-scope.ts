import type { QueryClient } from '@tanstack/react-query';

/*
 * What one page request owns while the server renders it (decision 101): its own query cache
 * and a way to the API with the requester's cookie. In the browser there is no scope: the app's
 * one cache and the page's own fetch. The server's entry (ssr/render-page.tsx) runs each render
 * in its scope, so nothing one user was shown can reach another user's page.
 */
export type RequestScope = {
  queryClient: QueryClient;
  fetch: typeof fetch;
  /** The queries the loaders started, which the server waits for before it renders. */
  started: Promise<unknown>[];
  /** The preloadable components the page was rendered with (lib/preloadable.tsx). */
  rendered: Set<string>;
};

let currentScope: (() => RequestScope | undefined) | undefined;

/** The server's entry: every loader and API call from now on runs in a request's scope. */
export function serveRequestScopes(scopeOfThisRequest: () => RequestScope | undefined) {
  currentScope = scopeOfThisRequest;
}

function scope() {
  if (!currentScope) return undefined;
  const found = currentScope();
  if (!found) throw new Error('Server rendering outside a request scope');
  return found;
}

/** The request's query cache on the server; undefined in the browser (the app's own cache). */
export function scopedQueryClient(): QueryClient | undefined {
  return scope()?.queryClient;
}

/** The API as this page reaches it: with the requester's session on the server. */
export const apiFetch: typeof fetch = (input, init) => (scope()?.fetch ?? fetch)(input, init);

/**
 * Work a loader started and does not wait for (a query; a module, then its queries): on the
 * server the page waits for it before rendering. A failure is the query's, shown by the screen.
 */
export function trackStarted(started: Promise<unknown>) {
  const settled = started.catch(() => undefined);
  scope()?.started.push(settled);
}

/** On the server: the page was rendered with this preloadable component (lib/preloadable.tsx). */
export function noteRendered(name: string) {
  scope()?.rendered.add(name);
}

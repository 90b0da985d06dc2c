import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import {
  type HydrationState,
  isRouteErrorResponse,
  UNSAFE_ErrorResponseImpl as RouteErrorResponse,
} from 'react-router';
import { ApiError } from '../lib/api-error';

/*
 * The data a server-rendered page was rendered with, carried in the page as a JSON data block
 * (`<script type="application/json">`): the browser does not run it, so the Content-Security-Policy
 * stays as it is (no inline script, no nonce). The browser's app starts from it instead of asking
 * the API again (decision 101).
 */

export const PAGE_DATA_ELEMENT_ID = 'page-data';

export type PageData = {
  /** The query cache the screens rendered from: answers and refusals. */
  queries: DehydratedState;
  /** The routes' loader answers and errors. */
  router: HydrationState;
  /** The preloadable components it was rendered with (lib/preloadable.tsx). */
  preloaded: string[];
};

type SerialisedError =
  | { kind: 'route'; status: number; statusText: string; data: unknown; internal: boolean }
  | { kind: 'error'; message: string };

/** A route's error as JSON (a thrown 404 of a bad id, a failure). */
function serialiseRouteError(error: unknown): SerialisedError {
  if (isRouteErrorResponse(error)) {
    const { status, statusText, data } = error;
    return { kind: 'route', status, statusText, data, internal: 'internal' in error };
  }
  return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
}

function restoreRouteError(error: SerialisedError) {
  if (error.kind === 'error') return new Error(error.message);
  return new RouteErrorResponse(error.status, error.statusText, error.data, error.internal);
}

function mapValues<T, U>(record: Record<string, T> | null | undefined, map: (value: T) => U) {
  if (!record) return record;
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));
}

/**
 * The page's data as the text of its data block. `<` is escaped, so no text in the data can end
 * the element (`</script>`) or open a comment.
 */
export function pageDataText(data: PageData) {
  const router = { ...data.router, errors: mapValues(data.router.errors, serialiseRouteError) };
  return JSON.stringify({ ...data, router }).replace(/</g, '\\u003c');
}

/**
 * The data of the page the server rendered, or undefined for a page it did not (Vite's dev
 * server).
 */
export function readPageData(): PageData | undefined {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  return text ? parsePageData(text) : undefined;
}

/** The text of a page's data block as the data again, the routes' errors as React Router's. */
export function parsePageData(text: string): PageData {
  const data = JSON.parse(text) as PageData;
  const errors = mapValues(
    data.router.errors as Record<string, SerialisedError>,
    restoreRouteError,
  );
  return { ...data, router: { ...data.router, errors } };
}

/**
 * Puts the server's answers into the browser's cache, as fresh as when they arrived now (the
 * server's clock may differ from the phone's), refusals as `ApiError`s.
 */
export function hydrateQueries(queryClient: QueryClient, queries: DehydratedState) {
  const now = Date.now();
  const restored = queries.queries.map((query) => {
    const { error } = query.state as { error: unknown };
    const refusal =
      error && typeof error === 'object' && 'status' in error
        ? new ApiError(
            Number(error.status),
            (error as { body?: ConstructorParameters<typeof ApiError>[1] }).body,
          )
        : error;
    return {
      ...query,
      state: {
        ...query.state,
        error: refusal,
        dataUpdatedAt: query.state.dataUpdatedAt ? now : 0,
        errorUpdatedAt: query.state.errorUpdatedAt ? now : 0,
      },
    };
  }) as DehydratedState['queries'];
  hydrate(queryClient, { ...queries, queries: restored });
}

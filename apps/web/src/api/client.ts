import type { TErrorResponse } from '@praktijkportaal/contract/errors';
import { IDEMPOTENCY_KEY_HEADER } from '@praktijkportaal/contract/idempotency';
import {
  LIST_PAGE_SIZE,
  TOTAL_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
} from '@praktijkportaal/contract/list-fields';
import { queryOptions } from '@tanstack/react-query';
import createClient from 'openapi-fetch';
import { ApiError } from '../lib/api-error';
import type { Page, PageQuery } from '../lib/use-page-query';
import { pageKey } from './query-keys';
import type { paths } from './schema.gen';

/*
 * The web app's one way to the API (decision 061): openapi-fetch over the paths that
 * openapi-typescript generates from the server's OpenAPI document (`npm run api:types`), so a
 * path, parameter or answer the server does not have fails the typecheck. `answer` and `page`
 * keep the portal's rules on top: a non-2xx answer throws an `ApiError` with the Dutch body,
 * and a 401 tells the app that the session is gone.
 */

type Listener = () => void;
const unauthenticatedListeners = new Set<Listener>();

/** Called whenever the server says the session is gone (a 401, unless the caller keeps the page). */
export function onUnauthenticated(listener: Listener) {
  unauthenticatedListeners.add(listener);
  return () => {
    unauthenticatedListeners.delete(listener);
  };
}

/** Tells the app the session is gone. */
export function notifyUnauthenticated() {
  for (const listener of unauthenticatedListeners) listener();
}

/**
 * A client of the API at `origin` ('' is the page's own: the app). Same-origin credentials
 * (the session cookie rides along) and JSON answers.
 */
export function createApiClient(origin = '') {
  return createClient<paths>({
    baseUrl: origin,
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
}

/** The app's client: `api.GET('/api/users/{id}', { params: { path: { id } } })`. */
export const api = createApiClient();

/** What openapi-fetch resolves with: the parsed body of a 2xx (`data`) or of an error. */
type Result = { data?: unknown; error?: unknown; response: Response };
/** The 2xx body of a call's result: undefined for a 204. */
export type DataOf<R> = R extends { data: infer Data } ? Data : never;

export type AnswerOptions = {
  /**
   * A 401 only throws, and the app stays as it is: a wrong password at the login, or a caller
   * that asks for the password itself and keeps what was typed (the report form, decision 051).
   */
  keepPageOn401?: boolean;
};

async function settle<R extends Result>(call: Promise<R>, options: AnswerOptions): Promise<R> {
  const result = await call;
  const { response } = result;
  if (!response.ok) {
    if (response.status === 401 && !options.keepPageOn401) notifyUnauthenticated();
    const body =
      typeof result.error === 'object' && result.error !== null ? result.error : undefined;
    throw new ApiError(response.status, body as TErrorResponse | undefined);
  }
  return result;
}

/**
 * The answer of a call (`answer(api.GET(...))`): its JSON body on 200–299 (spec §7), undefined
 * for a 204; anything else throws an `ApiError`, and a 401 ends the session on screen.
 */
export async function answer<R extends Result>(
  call: Promise<R>,
  options: AnswerOptions = {},
): Promise<DataOf<R>> {
  return (await settle(call, options)).data as DataOf<R>;
}

/**
 * A downloaded file's answer (`parseAs: 'blob'`): its bytes and the name its
 * Content-Disposition gives (the exact UTF-8 `filename*`, else `filename`), else `fallback`.
 */
export async function fileAnswer<R extends Result>(call: Promise<R>, fallback: string) {
  const { data, response } = await settle(call, {});
  const header = response.headers.get('content-disposition') ?? '';
  const exact = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  const plain = /filename="?([^";]+)"?/i.exec(header)?.[1];
  return { blob: data as Blob, name: exact ? decodeURIComponent(exact) : (plain ?? fallback) };
}

type RowOf<R> = DataOf<R> extends readonly (infer Row)[] ? Row : never;

/** One page of a list: its rows, and the total of all pages from `X-Total-Count` (maybe capped). */
export async function page<R extends Result>(call: Promise<R>): Promise<Page<RowOf<R>>> {
  const { data, response } = await settle(call, {});
  const rows = (data ?? []) as RowOf<R>[];
  const total = Number(response.headers.get(TOTAL_COUNT_HEADER) ?? Number.NaN);
  const capped = response.headers.get(TOTAL_CAPPED_HEADER) === 'true';
  return { rows, total: Number.isFinite(total) ? total : rows.length, capped };
}

/**
 * The query parameters of a page, leaving out what the server assumes anyway (no search, the
 * first page, the default page size), so that a list's first page is asked as its bare path.
 */
export function pageParams(query: PageQuery): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    if (name === 'offset' && value === 0) continue;
    if (name === 'limit' && value === LIST_PAGE_SIZE) continue;
    params[name] = String(value);
  }
  return params;
}

/**
 * One page of a server list as a query, cached under the list's key with its query: whoever
 * invalidates the list refreshes every page. The screen's hook and its route loader share it.
 */
export function pageQueryOptions<const Key extends readonly unknown[], Row>(
  listKey: Key,
  query: PageQuery,
  fetchPage: (signal: AbortSignal) => Promise<Page<Row>>,
) {
  return queryOptions({
    queryKey: pageKey(listKey, query),
    queryFn: ({ signal }) => fetchPage(signal),
  });
}

/** The header of a creating call: the server answers a repeat of this key with the first answer. */
export const idempotent = (idempotencyKey: string) => ({
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
});

/** What a creating call sends: its body, and the key of the form submission it comes from. */
export type Keyed<T> = { body: T; idempotencyKey: string };

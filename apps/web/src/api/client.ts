import places from 'virtual:api-routes';
import { fillPath } from '@praktijkportaal/contract/api/path';
import type { OperationId, routes } from '@praktijkportaal/contract/api/routes';
import type { TErrorResponse } from '@praktijkportaal/contract/errors';
import { IDEMPOTENCY_KEY_HEADER } from '@praktijkportaal/contract/idempotency';
import {
  LIST_PAGE_SIZE,
  TOTAL_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
} from '@praktijkportaal/contract/list-fields';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError } from '../lib/api-error';
import { apiFetch } from '../lib/request-scope';
import type { Page, PageQuery } from '../lib/use-page-query';
import { pageKey } from './query-keys';

/*
 * The web app's one way to the API (decision 097): a call names its route by operationId
 * (`call('getUser', { params: { id } })`) and takes its types from the contract's route table,
 * so a route, parameter or field the server does not have fails the typecheck. Only the routes'
 * methods and paths reach the bundle (`virtual:api-routes`, api-routes-plugin.ts). `answer` and
 * `page` keep the portal's rules on top: a non-2xx answer throws an `ApiError` with the Dutch
 * body, and a 401 tells the app that the session is gone.
 */

type Routes = typeof routes;
type SuccessStatus = 200 | 201 | 202 | 204;
/** A path parameter as the app holds it; the address carries it as text. */
type ParamValue = string | number;

/**
 * A part of a route (its params, query or body) as the caller writes it; unknown when the route
 * has none (the table types a missing part as the loosest schema).
 */
type Part<Route, Name extends string> = Route extends { [Key in Name]?: infer Schema }
  ? NonNullable<Schema> extends z.ZodType
    ? z.input<NonNullable<Schema>>
    : unknown
  : unknown;
type Lacks<Route, Name extends string> =
  unknown extends Part<Route, Name> ? true : string extends keyof Part<Route, Name> ? true : false;

type ParamsInput<Route> =
  Lacks<Route, 'params'> extends true
    ? { params?: undefined }
    : { params: { [Name in keyof Part<Route, 'params'>]: ParamValue } };
type QueryInput<Route> =
  Lacks<Route, 'query'> extends true
    ? { query?: undefined }
    : { query?: { [Name in keyof Part<Route, 'query'>]: Part<Route, 'query'>[Name] | number } };
type BodyInput<Route> =
  Lacks<Route, 'body'> extends true ? { body?: undefined } : { body: Part<Route, 'body'> };

/** What a call sends besides its route: the route's parameters, query and body. */
export type CallInput<Id extends OperationId> = ParamsInput<Routes[Id]> &
  QueryInput<Routes[Id]> &
  BodyInput<Routes[Id]> & {
    signal?: AbortSignal;
    headers?: Record<string, string>;
    /** A file to download: the body as a Blob. */
    parseAs?: 'blob';
  };

/** A route's path parameters, as a call sends them. */
export type ParamsOf<Id extends OperationId> = NonNullable<CallInput<Id>['params']>;
/** A route's query as its schema reads it (the text of the address). */
export type QueryOf<Id extends OperationId> = Part<Routes[Id], 'query'>;

type AnswerBody<Answer> = Answer extends z.ZodType ? z.output<Answer> : Blob;
/** The body of a route's 2xx answer: undefined for a 204, a Blob for a file. */
export type AnswerOf<Id extends OperationId> = {
  [Status in keyof Routes[Id]['answers'] & SuccessStatus]: Status extends 204
    ? undefined
    : AnswerBody<Routes[Id]['answers'][Status]>;
}[keyof Routes[Id]['answers'] & SuccessStatus];

/** What a call resolves with: the parsed body of a 2xx (`data`) or of an error. */
export type Result<Data = unknown> = { data?: Data; error?: unknown; response: Response };

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
 * A route's address with its parameters filled in (`/api/users/:id` → `/api/users/7`), and its
 * query: for a link or a form that the browser sends itself.
 */
export function addressOf(
  id: OperationId,
  params: Record<string, ParamValue> = {},
  query: Record<string, unknown> = {},
) {
  return `${fillPath(places[id][1], params)}${queryString(query)}`;
}

function queryString(query: Record<string, unknown>) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function bodyOf(response: Response, parseAs: 'blob' | undefined) {
  if (response.status === 204 || response.headers.get('content-length') === '0') return undefined;
  if (parseAs === 'blob' && response.ok) return response.blob();
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A client of the API at `origin` ('' is the page's own: the app). Same-origin credentials
 * (the session cookie rides along) and JSON bodies and answers.
 */
export function createApiClient(origin = '') {
  return async function call<Id extends OperationId>(
    id: Id,
    ...[input]: Record<never, never> extends CallInput<Id> ? [CallInput<Id>?] : [CallInput<Id>]
  ): Promise<Result<AnswerOf<Id>>> {
    const { params, query, body, signal, headers, parseAs } = (input ?? {}) as {
      params?: Record<string, ParamValue>;
      query?: Record<string, unknown>;
      body?: unknown;
      signal?: AbortSignal;
      headers?: Record<string, string>;
      parseAs?: 'blob';
    };
    const [method] = places[id];
    const response = await apiFetch(`${origin}${addressOf(id, params, query)}`, {
      method,
      credentials: 'same-origin',
      signal,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const parsed = await bodyOf(response, parseAs);
    const result: Result = response.ok ? { data: parsed, response } : { error: parsed, response };
    return result as Result<AnswerOf<Id>>;
  };
}

/** The app's client: `call('getUser', { params: { id } })`. */
export const call = createApiClient();

/** The 2xx body of a call's result: undefined for a 204. */
export type DataOf<R> = R extends Result<infer Data> ? Data : never;

export type AnswerOptions = {
  /**
   * A 401 only throws, and the app stays as it is: a wrong password at the login, or a caller
   * that asks for the password itself and keeps what was typed (the report form, decision 051).
   */
  keepPageOn401?: boolean;
};

async function settle<R extends Result>(sent: Promise<R>, options: AnswerOptions): Promise<R> {
  const result = await sent;
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
 * The answer of a call (`answer(call(...))`): its JSON body on 200–299 (spec §7), undefined
 * for a 204; anything else throws an `ApiError`, and a 401 ends the session on screen.
 */
export async function answer<R extends Result>(
  sent: Promise<R>,
  options: AnswerOptions = {},
): Promise<DataOf<R>> {
  return (await settle(sent, options)).data as DataOf<R>;
}

/**
 * A downloaded file's answer (`parseAs: 'blob'`): its bytes and the name its
 * Content-Disposition gives (the exact UTF-8 `filename*`, else `filename`), else `fallback`.
 */
export async function fileAnswer<R extends Result>(sent: Promise<R>, fallback: string) {
  const { data, response } = await settle(sent, {});
  const header = response.headers.get('content-disposition') ?? '';
  const exact = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  const plain = /filename="?([^";]+)"?/i.exec(header)?.[1];
  return { blob: data as Blob, name: exact ? decodeURIComponent(exact) : (plain ?? fallback) };
}

type RowOf<R> = DataOf<R> extends readonly (infer Row)[] ? Row : never;

/** One page of a list: its rows, and the total of all pages from `X-Total-Count` (maybe capped). */
export async function page<R extends Result>(sent: Promise<R>): Promise<Page<RowOf<R>>> {
  const { data, response } = await settle(sent, {});
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

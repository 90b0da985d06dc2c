import type { TErrorResponse } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import {
  LIST_PAGE_SIZE,
  type ListSort,
  type TListQuery,
  TOTAL_COUNT_HEADER,
} from './list-contract';

/** A non-2xx answer of the API, with its JSON error body when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: TErrorResponse | undefined,
  ) {
    super(body?.message ?? MESSAGES.genericError);
    this.name = 'ApiError';
  }
}

type Listener = () => void;
const unauthenticatedListeners = new Set<Listener>();

/** Called whenever the server says the session is gone (any 401 outside login). */
export function onUnauthenticated(listener: Listener) {
  unauthenticatedListeners.add(listener);
  return () => {
    unauthenticatedListeners.delete(listener);
  };
}

type RequestOptions = { method?: string; body?: unknown; signal?: AbortSignal };

/** Tells the app the session is gone; for calls made outside `apiRequest` (uploads). */
export function notifyUnauthenticated() {
  for (const listener of unauthenticatedListeners) listener();
}

/** An answer as `apiRequest` reads it: the response and its JSON body (undefined for none). */
type Answer = { response: Response; payload: unknown };

async function receive(sent: Promise<Response>): Promise<Answer> {
  const response = await sent;
  if (response.status === 204) return { response, payload: undefined };
  return { response, payload: await response.json().catch(() => undefined) };
}

type HeadStart = { startedAt: number; answer: Promise<Answer>; arrived?: Answer };

/**
 * GETs started before anyone asked for their answer: the entry starts the list of the address
 * being opened while the app's code is still on its way (app/open-portal.ts), and its body is
 * read as soon as it arrives. Each is taken by the first `apiRequest` for its path, which
 * handles it as if it had sent it then (status, errors, 401); one taken later than this, or
 * after a write, is dropped and asked afresh.
 */
const headStarts = new Map<string, HeadStart>();
export const HEAD_START_MAX_AGE_MS = 10_000;

/** Starts `GET /api{path}` now, for the first `apiRequest(path)` to come. */
export function startGetEarly(path: string) {
  const headStart: HeadStart = { startedAt: Date.now(), answer: receive(send(path, {})) };
  headStart.answer.then(
    (arrived) => {
      headStart.arrived = arrived;
    },
    // Its failure is reported to whoever takes it; one nobody takes is no error.
    () => undefined,
  );
  headStarts.set(path, headStart);
}

/**
 * The data of a GET started early that has arrived, successful, and is still to be taken: for
 * a screen to show at once, as its query's placeholder while the query's own request takes this
 * same answer. Undefined when there is none (the query then loads as always).
 */
export function arrivedEarly<T>(path: string): T | undefined {
  const early = headStarts.get(path);
  if (!early?.arrived?.response.ok) return undefined;
  if (Date.now() - early.startedAt > HEAD_START_MAX_AGE_MS) return undefined;
  return early.arrived.payload as T;
}

/** Drops the GETs started early, e.g. when nobody turns out to be logged in. */
export function forgetEarlyGets() {
  headStarts.clear();
}

function takeEarlyGet(path: string): Promise<Answer> | undefined {
  const early = headStarts.get(path);
  if (!early) return undefined;
  headStarts.delete(path);
  return Date.now() - early.startedAt <= HEAD_START_MAX_AGE_MS ? early.answer : undefined;
}

function send(path: string, { method = 'GET', body, signal }: RequestOptions) {
  return fetch(`/api${path}`, {
    method,
    signal,
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Sends (or takes the early GET of) a request; a non-2xx answer throws, a 401 ends the session. */
async function request(path: string, options: RequestOptions): Promise<Answer> {
  const isRead = (options.method ?? 'GET') === 'GET';
  // A write may change what a GET started earlier answered.
  if (!isRead) forgetEarlyGets();
  const answer = await ((isRead && takeEarlyGet(path)) || receive(send(path, options)));
  if (!answer.response.ok) {
    if (answer.response.status === 401 && path !== '/login') notifyUnauthenticated();
    throw new ApiError(answer.response.status, answer.payload as TErrorResponse | undefined);
  }
  return answer;
}

/** Same-origin JSON calls to /api; the session cookie rides along. Success is 200–299 (spec §7). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await request(path, options)).payload as T;
}

/**
 * What a paged list is asked (`TListQuery` of the contract, each part optional: the server's
 * defaults fill in the rest), plus a list's own filters such as `available_for`.
 */
export type PageQuery = Partial<Omit<TListQuery<string>, 'sort'>> & {
  sort?: ListSort<string>;
  [filter: string]: string | number | undefined;
};

/** One page of a list and how many rows match its search over all pages (X-Total-Count). */
export type Page<T> = { rows: T[]; total: number };

/**
 * The query string of a page, leaving out what the server assumes anyway (no search, the first
 * page, the default page size), so that a list's first page is asked as its bare path.
 */
export function pageQueryString(query: PageQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    if (name === 'offset' && value === 0) continue;
    if (name === 'limit' && value === LIST_PAGE_SIZE) continue;
    params.set(name, String(value));
  }
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
}

/** GETs one page of a list (`/api{path}?q=…&sort=…&limit=…&offset=…`). */
export async function apiPage<T>(
  path: string,
  query: PageQuery,
  signal?: AbortSignal,
): Promise<Page<T>> {
  const { response, payload } = await request(`${path}${pageQueryString(query)}`, { signal });
  const rows = (payload ?? []) as T[];
  const total = Number(response.headers.get(TOTAL_COUNT_HEADER) ?? Number.NaN);
  return { rows, total: Number.isFinite(total) ? total : rows.length };
}

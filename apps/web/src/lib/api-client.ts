import type { TErrorResponse } from '@praktijkportaal/contract/errors';
import { IDEMPOTENCY_KEY_HEADER } from '@praktijkportaal/contract/idempotency';
import {
  LIST_PAGE_SIZE,
  type ListSort,
  type TListQuery,
  TOTAL_COUNT_HEADER,
} from '@praktijkportaal/contract/list-fields';
import { MESSAGES } from '@praktijkportaal/contract/messages';

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

/** The server refused the object: not the caller's, or not there (404), or forbidden (403). */
export const isRefusal = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 403);

type Listener = () => void;
const unauthenticatedListeners = new Set<Listener>();

/** Called whenever the server says the session is gone (any 401 outside login). */
export function onUnauthenticated(listener: Listener) {
  unauthenticatedListeners.add(listener);
  return () => {
    unauthenticatedListeners.delete(listener);
  };
}

type RequestOptions = {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  /** For the POSTs that create: the server answers a repeat of this key with the first answer. */
  idempotencyKey?: string;
  /**
   * A 401 only throws, and the app stays as it is: the caller asks for the password itself and
   * keeps what was typed (the report form, decision 051).
   */
  keepPageOn401?: boolean;
};

/** What a creating call sends: its body, and the key of the form submission it comes from. */
export type Keyed<T> = { body: T; idempotencyKey: string };

/** An answer as `request` reads it: the response and its JSON body (undefined for none). */
type Answer = { response: Response; payload: unknown };

/** Tells the app the session is gone; for calls made outside `apiRequest` (uploads). */
export function notifyUnauthenticated() {
  for (const listener of unauthenticatedListeners) listener();
}

function send(path: string, { method = 'GET', body, signal, idempotencyKey }: RequestOptions) {
  return fetch(`/api${path}`, {
    method,
    signal,
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(idempotencyKey === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Sends a request; a non-2xx answer throws, a 401 outside login ends the session. */
async function request(path: string, options: RequestOptions): Promise<Answer> {
  const response = await send(path, options);
  const payload =
    response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) {
    // At /login and /login/mfa a 401 is a wrong password or code, not a lost session.
    if (response.status === 401 && !path.startsWith('/login') && !options.keepPageOn401)
      notifyUnauthenticated();
    throw new ApiError(response.status, payload as TErrorResponse | undefined);
  }
  return { response, payload };
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

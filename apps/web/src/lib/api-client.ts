import type { TErrorResponse } from '@praktijkportaal/contract/errors';
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

/** Same-origin JSON calls to /api; the session cookie rides along. Success is 200–299 (spec §7). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const isRead = (options.method ?? 'GET') === 'GET';
  // A write may change what a GET started earlier answered.
  if (!isRead) forgetEarlyGets();
  const { response, payload } = await ((isRead && takeEarlyGet(path)) ||
    receive(send(path, options)));
  if (!response.ok) {
    if (response.status === 401 && path !== '/login') notifyUnauthenticated();
    throw new ApiError(response.status, payload as TErrorResponse | undefined);
  }
  return payload as T;
}

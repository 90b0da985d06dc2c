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
  const response = await send(path, options);
  const payload =
    response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) {
    if (response.status === 401 && path !== '/login') notifyUnauthenticated();
    throw new ApiError(response.status, payload as TErrorResponse | undefined);
  }
  return payload as T;
}

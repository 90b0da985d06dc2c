import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

const MAX_QUERY_RETRIES = 3;

/**
 * How long an answer counts as fresh. A screen's loader starts its queries before the screen
 * mounts; without this the screen would ask each of them again on mounting. Changes made in the
 * app refresh what they touch at once (the mutations invalidate their queries).
 */
const FRESH_MS = 30_000;

/** A refusal (4xx: not found, no access) stays a refusal; only failures may pass on retrying. */
function shouldRetry(failureCount: number, error: Error) {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

/** The one query cache of the app: the provider's (app.tsx) and the route loaders' (loaders.ts). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: FRESH_MS, refetchOnWindowFocus: false, retry: shouldRetry },
  },
});

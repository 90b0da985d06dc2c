import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

const MAX_QUERY_RETRIES = 3;

/** A refusal (4xx: not found, no access) stays a refusal; only failures may pass on retrying. */
function shouldRetry(failureCount: number, error: Error) {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

/** The one query cache of the app: the provider's (app.tsx) and the route loaders' (loaders.ts). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: shouldRetry } },
});

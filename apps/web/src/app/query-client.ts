import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';

/** A read that got no answer at all (the network dropped) is tried once more, soon. */
const NETWORK_RETRIES = 1;
const NETWORK_RETRY_DELAY_MS = 500;

/**
 * How long an answer counts as fresh. A screen's loader starts its queries before the screen
 * mounts; without this the screen would ask each of them again on mounting. Changes made in the
 * app refresh what they touch at once (the mutations invalidate their queries).
 */
const FRESH_MS = 30_000;

/**
 * An answer from the API, a refusal (4xx) or a failure (5xx: it already waited for the database
 * or Power BI as long as it should), is shown at once: retrying it only kept "Bezig met laden…"
 * on screen for about ten seconds. Only a request that got no answer is retried.
 */
function shouldRetry(failureCount: number, error: Error) {
  if (error instanceof ApiError) return false;
  return failureCount < NETWORK_RETRIES;
}

/** A query cache with the app's rules: the browser's one, or one per page the server renders. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FRESH_MS,
        refetchOnWindowFocus: false,
        // A refusal is not asked again just because a screen mounts (the server's render brought
        // it, or a loader asked it moments ago); a loader's navigation asks again.
        retryOnMount: false,
        retry: shouldRetry,
        retryDelay: NETWORK_RETRY_DELAY_MS,
      },
    },
  });
}

/** The one query cache of the app: the provider's (app.tsx) and the route loaders' (loaders.ts). */
export const queryClient = createQueryClient();

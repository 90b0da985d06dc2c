// The icons' CSS (components/ui/icon.tsx renders Font Awesome's markup without its runtime).
import '@fortawesome/fontawesome-svg-core/styles.css';
import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createPath, RouterProvider } from 'react-router';
import { meQueryKey } from '../features/auth/api/get-me';
import { ApiError } from '../lib/api-client';
import { trackAddressBeingOpened } from './reload-on-stale-chunk';
import { router } from './router';

/*
 * The app once someone is logged in: TanStack Query, the router (which starts loading the
 * screen at the current address as this chunk runs) and the frame. main.tsx fetches this chunk
 * only with a session, so the login page stays light (decision 014).
 */

trackAddressBeingOpened(() => {
  const opening = router.state.navigation.location;
  return opening ? createPath(opening) : undefined;
});

const MAX_QUERY_RETRIES = 3;

/** A refusal (4xx: not found, no access) stays a refusal; only failures may pass on retrying. */
function shouldRetry(failureCount: number, error: Error) {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

/** The query cache starts with the user the entry got from /api/me or from logging in. */
function createQueryClient(user: TUserWithPractices) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false, retry: shouldRetry } },
  });
  queryClient.setQueryData(meQueryKey, user);
  return queryClient;
}

export function App({ user }: { user: TUserWithPractices }) {
  const [queryClient] = useState(() => createQueryClient(user));
  return (
    <QueryClientProvider client={queryClient}>
      {/*
       * Router updates render at once rather than in a transition, which renders in 5 ms slices:
       * a list that opens with its data (100 rows) showed some 30 ms later that way
       * (bench/web-lists.mjs). No route suspends: screens load in the router (`lazy`, loaders),
       * and the homes at `/` are preloaded by its loader.
       */}
      <RouterProvider router={router} useTransitions={false} />
    </QueryClientProvider>
  );
}

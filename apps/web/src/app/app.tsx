import '@fortawesome/fontawesome-svg-core/styles.css';
import { config as fontAwesomeConfig } from '@fortawesome/fontawesome-svg-core';
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

// The CSP allows no inline styles; the icon CSS comes from the stylesheet imported above.
fontAwesomeConfig.autoAddCss = false;

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
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

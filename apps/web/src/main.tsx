import '@fortawesome/fontawesome-svg-core/styles.css';
import '@praktijkportaal/contract/zod-locale';
import './index.css';
import { config as fontAwesomeConfig } from '@fortawesome/fontawesome-svg-core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createPath, RouterProvider } from 'react-router';
import { reloadOnStaleChunk } from './app/reload-on-stale-chunk';
import { router } from './app/router';
import { ApiError } from './lib/api-client';
import { applySessionThemeColour } from './lib/theme-colour';

// The CSP allows no inline styles; the icon CSS comes from the stylesheet imported above.
fontAwesomeConfig.autoAddCss = false;
applySessionThemeColour();

const MAX_QUERY_RETRIES = 3;

/** A refusal (4xx: not found, no access) stays a refusal; only failures may pass on retrying. */
function shouldRetry(failureCount: number, error: Error) {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: shouldRetry } },
});

reloadOnStaleChunk(() => {
  const opening = router.state.navigation.location;
  return opening ? createPath(opening) : undefined;
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);

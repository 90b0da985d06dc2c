import { createBrowserRouter, type HydrationState } from 'react-router';
import { ignoreClicksBegunBeforeNavigation } from '../lib/stale-click-guard';
import { routes } from './routes';

/** The browser's router over the route table; `hydrationData` is the server's render of the page. */
export function createAppRouter(hydrationData?: HydrationState) {
  const router = createBrowserRouter(routes, { hydrationData });
  ignoreClicksBegunBeforeNavigation(router);
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

import './index.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createPath, matchRoutes, type RouteObject } from 'react-router';
import { config as configureZod } from 'zod';
import { mirrorSignedInUser } from './api/me';
import { App } from './app/app';
import { queryClient } from './app/query-client';
import {
  reloadForNewRelease,
  reloadOnStaleChunk,
  trackAddressBeingOpened,
} from './app/reload-on-stale-chunk';
import { createAppRouter } from './app/router';
import { routes } from './app/routes';
import { preloadComponents } from './lib/preloadable';
import { applySessionThemeColour } from './lib/theme-colour';
import { hydrateQueries, readPageData } from './ssr/page-data';

// Our Content-Security-Policy forbids eval; without this zod probes for it with `new Function`,
// which the browser reports as a CSP violation on every screen with a form.
configureZod({ jitless: true });
reloadOnStaleChunk();
applySessionThemeColour();

/**
 * The code of the routes the server rendered, fetched before hydrating: the first render in the
 * browser must be the server's, not the routes' loading state.
 */
async function loadRenderedRoutes() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }: { route: RouteObject }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * The server's page, taken over with the data it came with; or, when its code is gone (a new
 * release), loaded afresh once; still missing, the app renders the page itself and its route
 * shows the error page.
 */
async function start(root: HTMLElement) {
  const pageData = readPageData();
  let rendered = pageData !== undefined;
  if (pageData) {
    try {
      await Promise.all([loadRenderedRoutes(), preloadComponents(pageData.preloaded)]);
      hydrateQueries(queryClient, pageData.queries);
      mirrorSignedInUser(queryClient);
    } catch {
      if (reloadForNewRelease()) return;
      rendered = false;
    }
  }
  const router = createAppRouter(rendered ? pageData?.router : undefined);
  trackAddressBeingOpened(() => {
    const opening = router.state.navigation.location;
    return opening ? createPath(opening) : undefined;
  });
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // The server rendered the page (decision 101); Vite's dev server sends an empty one. Hydrated
  // in one pass, not in a transition: the controls come alive only once all of the page has its
  // handlers (a transition let a click through that nothing handled, in the browser suite).
  if (rendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void start(root);

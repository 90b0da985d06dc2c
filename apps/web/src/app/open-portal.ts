import { listAt } from '@praktijkportaal/contract/list-addresses';
import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import type { ComponentType } from 'react';
import { getMe } from '../features/auth/api/get-me';
import { forgetEarlyGets, startGetEarly } from '../lib/api-client';
import { storedUser, wasLoggedIn } from '../lib/auth-storage';
import { afterAppLibraries } from '../lib/vendor-scripts';
import { SCREEN_CHUNKS } from './screen-chunks';

/*
 * Opening the portal: who is logged in, and with a session the app chunk. The entry (main.tsx)
 * starts it before React and the login page's code have even arrived; `PortalStart`
 * (portal-start.tsx) shows where it leads.
 */

export type AppComponent = ComponentType<{ user: TUserWithPractices }>;

export type Opened =
  | { step: 'logged-out' }
  | { step: 'logged-in'; user: TUserWithPractices; App: AppComponent };

let loadingApp: Promise<AppComponent> | undefined;

/** The app chunk (router, queries, frame), fetched once; a failed fetch is tried again later. */
export function loadApp(): Promise<AppComponent> {
  loadingApp ??= afterAppLibraries(() => import('./app')).then(
    (module) => module.App,
    (error: unknown) => {
      loadingApp = undefined;
      throw error;
    },
  );
  return loadingApp;
}

/** Fetching the app ahead: it is only needed once someone is logged in. */
export function prefetchApp() {
  loadApp().catch(() => undefined);
}

/** /api/me, tried twice before the portal gives up (as the app's own `me` query does). */
async function whoIsLoggedIn() {
  try {
    return await getMe();
  } catch {
    return getMe();
  }
}

/** Asks the server who is logged in and, for someone, fetches the app. */
export async function openPortal(): Promise<Opened> {
  // Who is logged in decides everything, so that request goes first.
  const asking = whoIsLoggedIn();
  // The browser copy says someone was logged in: fetch the app, and the long list the address
  // shows with its screen, while the server confirms it.
  if (wasLoggedIn()) {
    const list = listAt(window.location.pathname, storedUser()?.type);
    if (list) startGetEarly(list.get);
    prefetchApp();
    if (list) SCREEN_CHUNKS[list.screen]().catch(() => undefined);
  }
  const user = await asking;
  if (!user) {
    forgetEarlyGets();
    return { step: 'logged-out' };
  }
  return { step: 'logged-in', user, App: await loadApp() };
}

let firstOpening: Promise<Opened> | undefined;

/** Opens the portal as the page loads (main.tsx); a retry of the first render opens anew. */
export function startOpening() {
  firstOpening ??= openPortal();
  // Its failure shows once the page takes it (the retry screen), not as an unhandled rejection.
  firstOpening.catch(() => undefined);
}

/** The opening started as the page loaded, for the first render to take. */
export function takeFirstOpening(): Promise<Opened> {
  startOpening();
  return firstOpening as Promise<Opened>;
}

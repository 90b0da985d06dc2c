import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import { type ComponentType, useEffect, useState } from 'react';
import { getMe } from '../features/auth/api/get-me';
import { LoginPage } from '../features/auth/routes/login-page';
import { wasLoggedIn } from '../lib/auth-storage';
import { SessionCheckFailed, SessionChecking } from './session-status';

type AppComponent = ComponentType<{ user: TUserWithPractices }>;

type Start =
  | { step: 'checking' }
  | { step: 'failed' }
  | { step: 'logged-out' }
  | { step: 'logged-in'; user: TUserWithPractices; App: AppComponent };

let loadingApp: Promise<AppComponent> | undefined;

/** The app chunk (router, queries, frame), fetched once; a failed fetch is tried again later. */
function loadApp(): Promise<AppComponent> {
  loadingApp ??= import('./app').then(
    (module) => module.App,
    (error: unknown) => {
      loadingApp = undefined;
      throw error;
    },
  );
  return loadingApp;
}

/** Fetching the app ahead: it is only needed once someone is logged in. */
function prefetchApp() {
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

async function openPortal(): Promise<Start> {
  // The browser copy says someone was logged in: fetch the app while the server confirms it.
  if (wasLoggedIn()) prefetchApp();
  const user = await whoIsLoggedIn();
  if (!user) return { step: 'logged-out' };
  return { step: 'logged-in', user, App: await loadApp() };
}

/**
 * What the entry renders: asks the server who is logged in; nobody → the login page, which
 * needs nothing more than this entry; someone → the app, fetched as its own chunk. Either way
 * the address stays as opened, so after logging in the router opens that screen.
 */
export function PortalStart() {
  const [start, setStart] = useState<Start>({ step: 'checking' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry button's trigger
  useEffect(() => {
    let current = true;
    openPortal().then(
      (next) => current && setStart(next),
      () => current && setStart({ step: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  async function enterApp(user: TUserWithPractices) {
    try {
      setStart({ step: 'logged-in', user, App: await loadApp() });
    } catch {
      setStart({ step: 'failed' });
    }
  }

  function retry() {
    setStart({ step: 'checking' });
    setAttempt((count) => count + 1);
  }

  switch (start.step) {
    case 'checking':
      return <SessionChecking />;
    case 'failed':
      return <SessionCheckFailed onRetry={retry} />;
    case 'logged-out':
      return <LoginPage onLoggingIn={prefetchApp} onLoggedIn={enterApp} />;
    case 'logged-in':
      return <start.App user={start.user} />;
  }
}

import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import { useEffect, useState } from 'react';
import { LoginPage } from '../features/auth/routes/login-page';
import {
  type AppComponent,
  loadApp,
  openPortal,
  prefetchApp,
  takeFirstOpening,
} from './open-portal';
import { SessionCheckFailed, SessionChecking } from './session-status';

type Start =
  | { step: 'checking' }
  | { step: 'failed' }
  | { step: 'logged-out' }
  | { step: 'logged-in'; user: TUserWithPractices; App: AppComponent };

/**
 * What the entry renders: asks the server who is logged in; nobody → the login page, which
 * needs nothing more than this entry; someone → the app, fetched as its own chunk. Either way
 * the address stays as opened, so after logging in the router opens that screen.
 */
export function PortalStart() {
  const [start, setStart] = useState<Start>({ step: 'checking' });
  const [attempt, setAttempt] = useState(0);

  // `attempt` is the retry button's trigger: the first opening, then a new one per retry.
  useEffect(() => {
    let current = true;
    (attempt === 0 ? takeFirstOpening() : openPortal()).then(
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

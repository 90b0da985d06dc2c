import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { onUnauthenticated } from '../api/client';
import { meQueryKey, useMe } from '../api/me';
import { LoginPage } from '../features/login/routes/login-page';
import { clearLogin } from '../lib/auth-storage';
import { preloadable } from '../lib/preloadable';
import { loadAppLayout } from './app-layout-chunk';
import { SESSION_EXPIRY_TEXTS } from './session-expiry-texts';
import { SessionCheckFailed, SessionChecking } from './session-status';

// The frame (header, sidebar, their icons) is for someone logged in: the login page goes without.
const AppLayout = preloadable(
  'app-layout',
  () => loadAppLayout().then((m) => m.AppLayout),
  <SessionChecking />,
);

/**
 * Shows the app while the server knows the user, and the login page at the same address while
 * nobody is logged in: on opening the portal, after any 401 (session expired, ended elsewhere)
 * and after logging out. Logging in continues at that address.
 */
export function SessionGate() {
  const me = useMe();
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  // How someone is becoming known while the loaders run again for them: they start the
  // screen's queries and send the user where they may be (their home, or the page the API
  // holds them at), so the app shows only then and no screen they may not stay on flashes by.
  const [entering, setEntering] = useState<'login' | 'retry' | null>(null);

  async function enter(how: 'login' | 'retry', learn: () => unknown) {
    setEntering(how);
    try {
      await learn();
      await revalidator.revalidate();
    } finally {
      setEntering(null);
    }
  }

  // The session ended under someone (idle limit, logged out elsewhere): the login page says so.
  const [sessionEnded, setSessionEnded] = useState(false);

  useEffect(
    () =>
      onUnauthenticated(() => {
        clearLogin();
        if (queryClient.getQueryData(meQueryKey)) setSessionEnded(true);
        queryClient.setQueryData(meQueryKey, null);
      }),
    [queryClient],
  );

  if (me.isPending || entering === 'retry') return <SessionChecking />;
  if (me.isError) return <SessionCheckFailed onRetry={() => enter('retry', me.refetch)} />;
  if (!me.data || entering === 'login') {
    return (
      <LoginPage
        notice={sessionEnded ? SESSION_EXPIRY_TEXTS.ended : undefined}
        onLoggedIn={(user) => {
          setSessionEnded(false);
          return enter('login', () => queryClient.setQueryData(meQueryKey, user));
        }}
      />
    );
  }
  return <AppLayout user={me.data} />;
}

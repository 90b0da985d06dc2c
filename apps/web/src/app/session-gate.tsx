import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { onUnauthenticated } from '../api/client';
import { meQueryKey, useMe } from '../api/me';
import { LoginPage } from '../features/auth/routes/login-page';
import { clearLogin } from '../lib/auth-storage';
import { SessionCheckFailed, SessionChecking } from './session-status';

// The frame (header, sidebar, their icons) is for someone logged in: the login page goes without.
const AppLayout = lazy(() => import('./app-layout').then((m) => ({ default: m.AppLayout })));

/**
 * Shows the app while the server knows the user, and the login page at the same address while
 * nobody is logged in: on opening the portal, after any 401 (session expired, ended elsewhere)
 * and after logging out. Logging in continues at that address.
 */
export function SessionGate() {
  const me = useMe();
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();

  useEffect(
    () =>
      onUnauthenticated(() => {
        clearLogin();
        queryClient.setQueryData(meQueryKey, null);
      }),
    [queryClient],
  );

  if (me.isPending) return <SessionChecking />;
  if (me.isError) return <SessionCheckFailed onRetry={() => me.refetch()} />;
  if (!me.data) {
    return (
      <LoginPage
        onLoggedIn={(user) => {
          queryClient.setQueryData(meQueryKey, user);
          // The loaders ran for nobody: now they start the screen's queries, and `/` sends a
          // Klant or Manager with one practice on to it.
          return revalidator.revalidate();
        }}
      />
    );
  }
  return (
    <Suspense fallback={<SessionChecking />}>
      <AppLayout user={me.data} />
    </Suspense>
  );
}

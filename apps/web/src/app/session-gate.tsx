import { MESSAGES } from '@praktijkportaal/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { meQueryKey, useMe } from '../features/auth/api/get-me';
import { LoginPage } from '../features/auth/routes/login-page';
import { onUnauthenticated } from '../lib/api-client';
import { clearLogin } from '../lib/auth-storage';
import { AppLayout } from './app-layout';

/**
 * Asks the server who is logged in and shows either the login screen or the app. Any 401
 * later on (session expired, ended elsewhere) brings the login screen back.
 */
export function SessionGate() {
  const me = useMe();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      onUnauthenticated(() => {
        clearLogin();
        queryClient.setQueryData(meQueryKey, null);
      }),
    [queryClient],
  );

  if (me.isPending) {
    return (
      <p className="p-8 text-slate-600" aria-live="polite">
        {MESSAGES.checkingSession}
      </p>
    );
  }
  if (me.isError) {
    return (
      <main className="mx-auto flex max-w-md flex-col gap-4 p-8">
        <Alert>{MESSAGES.genericError}</Alert>
        <Button onClick={() => me.refetch()}>Opnieuw proberen</Button>
      </main>
    );
  }
  if (!me.data) return <LoginPage />;
  return <AppLayout user={me.data} />;
}

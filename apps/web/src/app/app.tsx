import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { ControlsAfterHydration } from './controls-after-hydration';
import { queryClient } from './query-client';
import type { AppRouter } from './router';

/**
 * TanStack Query and the router. The session gate (session-gate.tsx) asks who is logged in and
 * shows the login page at whatever address was opened, so a deep link opens after logging in.
 */
export function App({ router }: { router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      {/*
       * Router updates render at once rather than in a transition, which renders in 5 ms slices:
       * a list that opens with its data showed some 30 ms later that way (decision 016).
       */}
      <ControlsAfterHydration>
        <RouterProvider router={router} useTransitions={false} />
      </ControlsAfterHydration>
    </QueryClientProvider>
  );
}

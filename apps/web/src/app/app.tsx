import { QueryClientProvider } from '@tanstack/react-query';
import { createPath, RouterProvider } from 'react-router';
import { queryClient } from './query-client';
import { trackAddressBeingOpened } from './reload-on-stale-chunk';
import { router } from './router';

trackAddressBeingOpened(() => {
  const opening = router.state.navigation.location;
  return opening ? createPath(opening) : undefined;
});

/**
 * TanStack Query and the router. The session gate (session-gate.tsx) asks who is logged in and
 * shows the login page at whatever address was opened, so a deep link opens after logging in.
 */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      {/*
       * Router updates render at once rather than in a transition, which renders in 5 ms slices:
       * a list that opens with its data showed some 30 ms later that way (decision 016).
       */}
      <RouterProvider router={router} useTransitions={false} />
    </QueryClientProvider>
  );
}

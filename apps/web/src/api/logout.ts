import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clearLogin } from '../lib/auth-storage';
import { answer, call } from './client';
import { queryKeys } from './query-keys';

/*
 * Logging out, of the "Inloggen" area (auth) like login.ts: apart from it, as the login page
 * loads login.ts and has a budget (e2e/login.spec.ts) with no room for a mutation hook.
 */

/** POST /api/logout: ends this browser's session on the server. */
export function logout() {
  return answer(call('logout'));
}

/** Ends the session on the server, forgets every cached answer and returns to / (spec §4). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      clearLogin();
      // Keep the `me` query itself (the session gate observes it); forget everything else.
      queryClient.setQueryData(queryKeys.me, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.me[0] });
      navigate('/');
    },
  });
}

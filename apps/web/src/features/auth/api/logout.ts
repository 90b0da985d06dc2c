import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { clearLogin } from '../../../lib/auth-storage';
import { meQueryKey } from './get-me';

/** POST /api/logout: ends this browser's session on the server. */
export function logout() {
  return apiRequest<void>('/logout', { method: 'POST' });
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
      queryClient.setQueryData(meQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      navigate('/');
    },
  });
}

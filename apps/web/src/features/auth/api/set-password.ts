import type { TSetPasswordRequest } from '@praktijkportaal/contract/auth';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/set-password/{token}: 204 while the link works, 410 when it does not. */
export function usePasswordLinkCheck(token: string) {
  return useQuery({
    queryKey: ['password-link', token],
    // A query's data may not be undefined: the 204 becomes `true`.
    queryFn: () => apiRequest<void>(`/set-password/${encodeURIComponent(token)}`).then(() => true),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /api/set-password/{token}: chooses the password; every session of the user ends. */
export function useSetPassword(token: string) {
  return useMutation({
    mutationFn: (body: TSetPasswordRequest) =>
      apiRequest<void>(`/set-password/${encodeURIComponent(token)}`, { method: 'POST', body }),
  });
}

import type { TChangePasswordRequest } from '@praktijkportaal/contract/auth';
import type { TNoticeSettings, TUpdateOwnAccountRequest } from '@praktijkportaal/contract/notices';
import type { TEndSessionsRequest, TOwnSession } from '@praktijkportaal/contract/sessions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clearLogin, saveLogin } from '../lib/auth-storage';
import { answer, call } from './client';
import { ownSessionsQueryKey } from './me';
import { queryKeys } from './query-keys';

/** The signed-in user's own account: logout, name, password, sessions and notice mails. */

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

/** PATCH /api/me: the signed-in user's own name. */
export function updateOwnName(body: TUpdateOwnAccountRequest) {
  return answer(call('updateMe', { body }));
}

export function useUpdateOwnName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnName,
    onSuccess: (user) => {
      saveLogin(user);
      queryClient.setQueryData(queryKeys.me, user);
    },
  });
}

/** POST /api/change-password/{userId}: the own password (the current one proves the owner). */
export function changePassword(userId: number, body: TChangePasswordRequest) {
  return answer(call('changePassword', { params: { userId }, body }));
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: TChangePasswordRequest }) =>
      changePassword(userId, body),
    onSuccess: (user) => {
      saveLogin(user);
      queryClient.setQueryData(queryKeys.me, user);
    },
  });
}

/** DELETE /api/me/sessions: logs out every device but this one, with the password once more. */
export function endOtherSessions(body: TEndSessionsRequest) {
  return answer(call('endOtherOwnSessions', { body }));
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownSessionsQueryKey }),
  });
}

/** DELETE /api/me/sessions/{id}: logs that device out, with the password once more. */
export function endOwnSession(sessionId: string, body: TEndSessionsRequest) {
  return answer(call('endOwnSession', { params: { id: sessionId }, body }));
}

export function useEndOwnSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ session, password }: { session: TOwnSession; password: string }) =>
      endOwnSession(session.id, { password }),
    // Also after a failure: a 404 means it was ended elsewhere, and the list should say so.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownSessionsQueryKey }),
  });
}

/** Not under `me`, like the own sessions: logging out drops it. */
export const noticeSettingQueryKey = ['notice-setting'] as const;

/** GET /api/me/notices: whether a Klant or Manager gets notice mails. */
export function useNoticeSetting() {
  return useQuery({
    queryKey: noticeSettingQueryKey,
    queryFn: ({ signal }) => answer(call('getNoticeSettings', { signal })),
  });
}

/** PUT /api/me/notices: notice mails on or off. */
export function setNoticeSetting(body: TNoticeSettings) {
  return answer(call('setNoticeSettings', { body }));
}

export function useSetNoticeSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setNoticeSetting,
    onSuccess: (setting) => queryClient.setQueryData(noticeSettingQueryKey, setting),
  });
}

import type { TNoticeSettings, TUpdateOwnAccountRequest } from '@praktijkportaal/contract/notices';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveLogin } from '../lib/auth-storage';
import { answer, call } from './client';
import { queryKeys } from './query-keys';

/** "Mijn account": the signed-in user's own name and notice mails. */

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

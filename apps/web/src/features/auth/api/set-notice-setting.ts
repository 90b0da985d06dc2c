import type { TNoticeSettings } from '@praktijkportaal/contract/notices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { noticeSettingQueryKey } from './get-notice-setting';

/** PUT /api/me/notices: notice mails on or off. */
export function setNoticeSetting(body: TNoticeSettings) {
  return apiRequest<TNoticeSettings>('/me/notices', { method: 'PUT', body });
}

export function useSetNoticeSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setNoticeSetting,
    onSuccess: (setting) => queryClient.setQueryData(noticeSettingQueryKey, setting),
  });
}

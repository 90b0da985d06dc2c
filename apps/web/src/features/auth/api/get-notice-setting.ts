import type { TNoticeSettings } from '@praktijkportaal/contract/notices';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * Not in lib/query-keys.ts: only this page reads it, and that module is part of the login
 * page's budget (issue #8). Not under `me`, like the own sessions: logging out drops it.
 */
export const noticeSettingQueryKey = ['notice-setting'] as const;

/** GET /api/me/notices: whether a Klant or Manager gets notice mails. */
export function useNoticeSetting() {
  return useQuery({
    queryKey: noticeSettingQueryKey,
    queryFn: ({ signal }) => apiRequest<TNoticeSettings>('/me/notices', { signal }),
  });
}

import type { TNoticeSettings } from '@praktijkportaal/contract/notices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/me/notices: whether a Klant or Manager gets notice mails. */
export const noticeSettingQuery = queryOptions({
  queryKey: queryKeys.noticeSetting,
  queryFn: ({ signal }) => apiRequest<TNoticeSettings>('/me/notices', { signal }),
});

export function useNoticeSetting() {
  return useQuery(noticeSettingQuery);
}

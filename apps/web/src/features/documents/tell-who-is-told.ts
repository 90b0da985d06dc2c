import {
  noticeAudienceText,
  type TNoticeAudience,
} from '@praktijkportaal/contract/notice-audience';
import { notify } from '../../lib/notices';

/**
 * After a saved report's PDF is shown: who of the practice its notice goes to, or that nobody
 * gets one and why (decision 095). Nothing when the save told nobody (an edit left untold).
 */
export function tellWhoIsTold(audience: TNoticeAudience | undefined) {
  if (audience) notify(noticeAudienceText(audience));
}

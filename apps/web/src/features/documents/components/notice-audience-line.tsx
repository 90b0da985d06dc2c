import {
  noticeAudienceText,
  type TNoticeAudience,
} from '@praktijkportaal/contract/notice-audience';

/**
 * Who of the practice a save's or upload's notice goes to, or that nobody gets one and why
 * (decision 095). A status region that is always there, so its sentence is announced.
 */
export function NoticeAudienceLine({ audience }: { audience: TNoticeAudience | undefined }) {
  return (
    <p role="status" className="text-sm text-slate-700 empty:hidden">
      {audience ? noticeAudienceText(audience) : null}
    </p>
  );
}

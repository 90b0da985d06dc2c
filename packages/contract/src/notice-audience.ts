import { z } from 'zod';
import './zod-locale';

/** Why nobody of a practice gets a notice (decision 095). */
export const NOBODY_TOLD_REASONS = ['no_members', 'not_activated', 'notices_off'] as const;
export type NobodyToldReason = (typeof NOBODY_TOLD_REASONS)[number];

/**
 * Who of the practice a save's or upload's notice goes to, by the notice worker's own rule: the
 * recipients' names, or none and why. Part of the save's and upload's answer.
 */
export const ZNoticeAudience = z
  .object({
    recipients: z.array(z.string()),
    reason: z.enum(NOBODY_TOLD_REASONS).nullable(),
  })
  .meta({ id: 'NoticeAudience' });
export type TNoticeAudience = z.infer<typeof ZNoticeAudience>;

/** Names as Dutch lists them: "A", "A en B", "A, B en C". */
export function dutchList(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} en ${names[names.length - 1]}`;
}

const NOBODY_TOLD_BECAUSE: Record<NobodyToldReason, string> = {
  no_members: 'er is geen Klant of Manager aan de praktijk gekoppeld.',
  not_activated: 'nog niemand heeft een wachtwoord ingesteld.',
  notices_off: 'wie kan inloggen, heeft de e-mailmeldingen uitgezet of zich afgemeld.',
};

/** What the coach reads after a save or upload: who is told, or that nobody is and why. */
export function noticeAudienceText(audience: TNoticeAudience): string {
  if (audience.recipients.length > 0) return `Wordt gemeld aan ${dutchList(audience.recipients)}.`;
  return `Niemand van deze praktijk krijgt bericht: ${NOBODY_TOLD_BECAUSE[audience.reason ?? 'no_members']}`;
}

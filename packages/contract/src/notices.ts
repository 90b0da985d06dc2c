import { z } from 'zod';
import './zod-locale';
import { singleLine, ZId } from './fields';
import { MAX_NAME_LENGTH } from './limits';

/** Mails about new reports and files, and the "Mijn account" page. */
export const NOTICE_MESSAGES = {
  unsubscribeLinkInvalid:
    'Deze afmeldlink klopt niet. Gebruik de link uit de e-mail, of zet meldingen uit op de pagina Mijn account.',
  enabledRequired: 'Kies aan of uit.',
} as const;

/** A signed unsubscribe link's `sig`: HMAC-SHA256 in base64url (decision 049). */
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/** `/api/notices/unsubscribe?user=5&sig=…`: the link in every notice mail. */
export const ZUnsubscribeQuery = z.object({
  user: ZId,
  sig: z.string().regex(SIGNATURE, NOTICE_MESSAGES.unsubscribeLinkInvalid),
});
export type TUnsubscribeQuery = z.infer<typeof ZUnsubscribeQuery>;

/** GET and PUT /api/me/notices: whether the user gets notice mails (Klant and Manager). */
export const ZNoticeSettings = z.object({
  enabled: z.boolean({ error: NOTICE_MESSAGES.enabledRequired }),
});
export type TNoticeSettings = z.infer<typeof ZNoticeSettings>;

/** PATCH /api/me: what users change about themselves (the name; the rest is the Admin's). */
export const ZUpdateOwnAccountRequest = z.object({ name: singleLine(MAX_NAME_LENGTH) });
export type TUpdateOwnAccountRequest = z.infer<typeof ZUpdateOwnAccountRequest>;

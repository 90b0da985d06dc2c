import { z } from 'zod';
import './zod-locale';
import { MAX_PASSWORD_LENGTH } from './auth';

/** `{id}` of /api/me/sessions/{id}: the session's public id, never its token or the token's hash. */
export const ZSessionIdParams = z.object({ id: z.uuid() });

/** One of the caller's own sessions, as "Ingelogde apparaten" lists it. */
export const ZOwnSession = z
  .object({
    id: z.uuid(),
    /** "Chrome 156", from the login's User-Agent; null when it names no known browser. */
    browser: z.string().nullable(),
    /** "Windows 10", "iOS 17.5"; null when unknown. */
    system: z.string().nullable(),
    /** The address the login came from (as TRUST_PROXY lets the server see it). */
    ip: z.string().nullable(),
    created_at: z.string(),
    /** Kept to the minute: the server writes it at most once a minute. */
    last_seen_at: z.string(),
    /** The session of this very request. */
    current: z.boolean(),
    /** The passkey this session logged in with (its name); null for a login with the password. */
    passkey: z.string().nullable(),
  })
  .meta({ id: 'OwnSession' });
export type TOwnSession = z.infer<typeof ZOwnSession>;

/** GET /api/me/sessions: this session first, then the most recently used. */
export const ZOwnSessionList = z.array(ZOwnSession);

/**
 * Body of DELETE /api/me/sessions and /api/me/sessions/{id}: the password once more (ASVS 5.0
 * V7.5.2), so that a stolen session cannot log its owner out everywhere.
 */
export const ZEndSessionsRequest = z.object({
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
});
export type TEndSessionsRequest = z.infer<typeof ZEndSessionsRequest>;

/**
 * GET and POST /api/session (decision 077): how long this session has left.
 * Seconds rather than a moment, so a wrong clock on the device does not move the warning.
 */
export const ZSessionExpiry = z.object({
  /** Until the server ends the session: its idle limit from the last activity, or its absolute end. */
  seconds_left: z.number().int().min(0),
  /** True while activity moves the end (the idle limit comes first); false at the absolute end. */
  extendable: z.boolean(),
});
export type TSessionExpiry = z.infer<typeof ZSessionExpiry>;

export const SESSION_MESSAGES = {
  notFound: 'Deze sessie bestaat niet (meer). Misschien is ze al beëindigd.',
  wrongPassword: 'Het wachtwoord klopt niet.',
} as const;

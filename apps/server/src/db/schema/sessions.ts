import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Server-side sessions. The id is the SHA-256 of the cookie token, so a leaked table opens nothing. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    /** What the API and the screen call the session by (decision 038): never the token or its hash. */
    publicId: uuid('public_id').notNull().unique().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute expiry; idle expiry is derived from last_seen_at. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The User-Agent and address of the login, for "Ingelogde apparaten" (shortened, see store). */
    userAgent: text('user_agent'),
    ip: text('ip'),
    /**
     * When the owner last proved it is them in this session: the login, or the password (or a
     * code) asked again. Changing a login factor needs it within 5 minutes.
     */
    reauthenticatedAt: timestamp('reauthenticated_at', { withTimezone: true }),
    /**
     * When this session was last proven with a passkey and its user verification (login, proof
     * or a new passkey): it then counts as both factors for MFA_REQUIRED_ROLES (decision 072).
     */
    passkeyProvenAt: timestamp('passkey_proven_at', { withTimezone: true }),
    /**
     * When this session last proved the strongest factor its user has: a code from the app or a
     * passkey (login, step-up, enrolment). Changing a login factor of a user with a second factor
     * needs it within 5 minutes (decision 087).
     */
    secondFactorProvenAt: timestamp('second_factor_proven_at', { withTimezone: true }),
    /**
     * The passkey this session logged in with: "Ingelogde apparaten" names it, and removing it
     * ends the session (modules/passkeys/passkeys.ts). No foreign key: passkey_challenges already
     * refers to sessions, and the schema files may not import each other both ways.
     */
    loginPasskeyId: integer('login_passkey_id'),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_login_passkey_id_idx').on(t.loginPasskeyId),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;

import { PRACTICE_MEMBER_TYPES, USER_TYPES } from '@praktijkportaal/contract/roles';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { foldedText } from './folded-text';

const typeList = USER_TYPES.map((type) => `'${type}'`).join(', ');
/** 'Klant', 'Manager' as SQL literals: a partial index's predicate holds no parameters. */
export const memberTypeList = PRACTICE_MEMBER_TYPES.map((type) => `'${type}'`).join(', ');

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The name as lists sort and search it (portal_fold), kept by the database. */
    nameKey: text('name_key').generatedAlwaysAs(foldedText(sql.raw('"name"'))),
    email: text('email').notNull(),
    type: text('type', { enum: USER_TYPES }).notNull(),
    /** Null while an invited user has not yet chosen a password (decision 034). */
    passwordHash: text('password_hash'),
    passwordChanged: boolean('password_changed').notNull().default(false),
    /** The server drew this password and logged it (the first Admin); the owner must replace it. */
    passwordGenerated: boolean('password_generated').notNull().default(false),
    /**
     * TOTP (decision 044): the base32 secret, set when enrolment starts; the
     * second factor is on once `totp_enabled_at` is set (the first code was typed).
     */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last time step whose code was accepted: a code counts once, on every instance. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /**
     * Wrong second-factor codes in a row: 10 lock the factor until
     * `totp_locked_until`; 100 lock it until an Admin resets it. A right code sets it to 0.
     */
    totpFailures: integer('totp_failures').notNull().default(0),
    totpLockedUntil: timestamp('totp_locked_until', { withTimezone: true }),
    /** Mails about new reports and files; turned off by unsubscribing. */
    noticesEnabled: boolean('notices_enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Soft delete: a user with deleted_at set is in the deleted list and cannot log in. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * "Definitief verwijderd" (decision 076): the row stays as an anonymous
     * reference ("Verwijderde gebruiker 123") for reports and files; nothing personal is left.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    // The user list's sorts and its search over 100,000 users (decision 023). The order indexes
    // hold the active users only, the list read 98% of the time; the deleted ones are found
    // through their own small index (decision 069).
    index('users_name_order_idx').on(t.nameKey, t.id).where(sql`${t.deletedAt} is null`),
    index('users_name_search_idx').using('gin', sql`${t.nameKey} gin_trgm_ops`),
    index('users_created_at_order_idx').on(t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    index('users_type_order_idx').on(t.type, t.nameKey, t.id).where(sql`${t.deletedAt} is null`),
    index('users_deleted_idx').on(t.deletedAt).where(sql`${t.deletedAt} is not null`),
    // The automatic erasure's search: deleted and not yet erased.
    index('users_to_erase_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null and ${t.erasedAt} is null`),
    // The users who read no practice's reports (decision 099): `nonReaderIds` in
    // db/practice-members.ts, whose predicate this is.
    index('users_non_readers_idx')
      .on(t.id)
      .where(
        sql.raw(
          `not ("type" in (${memberTypeList}) and "deleted_at" is null and "password_hash" is not null)`,
        ),
      ),
    check('users_type_check', sql.raw(`"type" in (${typeList})`)),
  ],
);

export type UserRow = typeof users.$inferSelect;

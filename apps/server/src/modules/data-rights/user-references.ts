import type { TMyData } from '@praktijkportaal/contract/data-rights';

/**
 * Every column of the database that refers to a user, and what "Mijn gegevens downloaden" and
 * "Definitief verwijderen" do with its rows (decisions 075 and 076). The one list both read:
 * erasure deletes the rows of each `delete` entry; `keep` rows stay and point at the anonymous
 * remains of the user ("Verwijderde gebruiker 123"). `exportedAs` names the part of the data
 * file that shows them.
 *
 * data-rights.test.ts compares this list with the database's catalog (foreign keys to
 * users.id): a new table that refers to users fails that test until it is added here and to
 * the export in my-data.ts.
 */
export type UserReference = {
  table: string;
  column: string;
  /** The part of the data file, or why the rows hold nothing to show (a secret's hash only). */
  exportedAs: keyof TMyData | { notExported: string };
  erasure: 'delete' | 'keep';
};

export const USER_REFERENCES: readonly UserReference[] = [
  { table: 'sessions', column: 'user_id', exportedAs: 'sessions', erasure: 'delete' },
  {
    table: 'pending_logins',
    column: 'user_id',
    exportedAs: { notExported: 'a token hash, valid 5 minutes' },
    erasure: 'delete',
  },
  { table: 'passkeys', column: 'user_id', exportedAs: 'passkeys', erasure: 'delete' },
  { table: 'recovery_codes', column: 'user_id', exportedAs: 'recovery_codes', erasure: 'delete' },
  {
    table: 'one_time_tokens',
    column: 'user_id',
    exportedAs: { notExported: 'a token hash and its dates' },
    erasure: 'delete',
  },
  {
    table: 'email_changes',
    column: 'user_id',
    exportedAs: 'email_changes',
    erasure: 'delete',
  },
  {
    table: 'security_notices',
    column: 'user_id',
    exportedAs: {
      notExported: "a security mail's link (its hash) and dates; the changes are in the Logboek",
    },
    erasure: 'delete',
  },
  {
    table: 'idempotency_keys',
    column: 'user_id',
    exportedAs: { notExported: "a copy of the user's own answers, kept 24 hours" },
    erasure: 'delete',
  },
  { table: 'practice_users', column: 'user_id', exportedAs: 'practices', erasure: 'delete' },
  { table: 'pdf_reads', column: 'user_id', exportedAs: 'read_receipts', erasure: 'delete' },
  { table: 'report_drafts', column: 'author_id', exportedAs: 'report_concepts', erasure: 'delete' },
  // Reports and files belong to the practice: they stay, their author anonymous.
  { table: 'reports', column: 'created_by', exportedAs: 'reports_written', erasure: 'keep' },
  { table: 'pdfs', column: 'created_by', exportedAs: 'files_uploaded', erasure: 'keep' },
  // A marked action point stays with the practice's report; who marked it becomes anonymous.
  {
    table: 'action_points',
    column: 'marked_by',
    exportedAs: 'action_points_marked',
    erasure: 'keep',
  },
  // A reminder is the practice's history too: it stays, its sender anonymous.
  {
    table: 'report_reminders',
    column: 'sent_by',
    exportedAs: 'report_reminders_sent',
    erasure: 'keep',
  },
];

/**
 * Columns that refer to users without a foreign key, because the rows outlive the user: the
 * Logboek's actor and the user a record is about. Erasure anonymises them (anonymise-audit.ts).
 */
export const UNCONSTRAINED_USER_REFERENCES = ['audit_events.actor_id', 'audit_events.entity_id'];

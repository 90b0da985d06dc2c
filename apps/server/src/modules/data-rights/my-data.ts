import type { TMyData } from '@praktijkportaal/contract/data-rights';
import type { Department } from '@praktijkportaal/contract/departments';
import { and, count, desc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { actionPoints, reportReminders } from '../../db/schema/action-points';
import { auditEvents } from '../../db/schema/audit-events';
import { pdfs, reports } from '../../db/schema/documents';
import { emailChanges } from '../../db/schema/email-changes';
import { passkeys } from '../../db/schema/passkeys';
import { pdfReads } from '../../db/schema/pdf-reads';
import { practices, practiceUsers } from '../../db/schema/practices';
import { reportDrafts } from '../../db/schema/report-drafts';
import { recoveryCodes } from '../../db/schema/second-factor';
import { sessions } from '../../db/schema/sessions';
import { users } from '../../db/schema/users';

/** What the data file calls a practice the user may no longer see. */
const DELETED_PRACTICE = 'Verwijderde praktijk';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

// A deleted practice is hidden from Klant and Manager: its link shows, its name does not.
const practiceName = sql<string>`case when ${practices.deletedAt} is null
  then ${practices.name} else ${DELETED_PRACTICE} end`;

/**
 * Reports written or files uploaded by the user: each with its practice's name, newest first.
 * `name` is the report's typed month or the file's name.
 */
function madeInPractice(
  db: Database,
  made: typeof reports | typeof pdfs,
  name: typeof reports.monthText | typeof pdfs.name,
  where: SQL | undefined,
) {
  return db
    .select({ id: made.id, name, practiceName, createdAt: made.createdAt })
    .from(made)
    .innerJoin(practices, eq(practices.id, made.practiceId))
    .where(where)
    .orderBy(desc(made.createdAt));
}

const toMadeInPractice = (row: Awaited<ReturnType<typeof madeInPractice>>[number]) => ({
  id: row.id,
  name: row.name,
  practice_name: row.practiceName,
  created_at: iso(row.createdAt),
});

/**
 * "Mijn gegevens downloaden" (decision 075): everything the portal holds
 * about the user, by the parts of USER_REFERENCES (user-references.ts), plus the Logboek's
 * records by and about them. Of other people only what the user sees anyway: practice names.
 * Secrets (password and token hashes, the second factor's secret) are never read here.
 */
export async function collectMyData(db: Database, userId: number): Promise<TMyData> {
  const [profile] = await db.select().from(users).where(eq(users.id, userId));
  if (!profile) throw new Error('own user row missing');
  const [
    links,
    ownSessions,
    ownPasskeys,
    [codes],
    changes,
    receipts,
    written,
    uploaded,
    concepts,
    marked,
    reminders,
    events,
  ] = await Promise.all([
    db
      .select({ id: practices.id, name: practiceName, departments: practiceUsers.departments })
      .from(practiceUsers)
      .innerJoin(practices, eq(practices.id, practiceUsers.practiceId))
      .where(eq(practiceUsers.userId, userId))
      .orderBy(practices.id),
    db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.createdAt)),
    db
      .select({
        name: passkeys.name,
        createdAt: passkeys.createdAt,
        lastUsedAt: passkeys.lastUsedAt,
      })
      .from(passkeys)
      .where(eq(passkeys.userId, userId))
      .orderBy(passkeys.createdAt, passkeys.id),
    db
      .select({ total: count(), used: count(recoveryCodes.usedAt) })
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, userId)),
    db
      .select()
      .from(emailChanges)
      .where(eq(emailChanges.userId, userId))
      .orderBy(desc(emailChanges.createdAt)),
    db
      .select({
        pdfId: pdfReads.pdfId,
        pdfName: pdfs.name,
        practiceName,
        firstOpenedAt: pdfReads.firstOpenedAt,
      })
      .from(pdfReads)
      .innerJoin(pdfs, eq(pdfs.id, pdfReads.pdfId))
      .innerJoin(practices, eq(practices.id, pdfs.practiceId))
      .where(eq(pdfReads.userId, userId))
      .orderBy(desc(pdfReads.firstOpenedAt)),
    madeInPractice(db, reports, reports.monthText, eq(reports.createdBy, userId)),
    madeInPractice(db, pdfs, pdfs.name, and(eq(pdfs.createdBy, userId), eq(pdfs.kind, 'upload'))),
    db
      .select({ id: reportDrafts.id, name: reportDrafts.name, updatedAt: reportDrafts.updatedAt })
      .from(reportDrafts)
      .where(eq(reportDrafts.authorId, userId))
      .orderBy(desc(reportDrafts.updatedAt)),
    db
      .select({
        id: actionPoints.id,
        text: actionPoints.text,
        status: actionPoints.status,
        note: actionPoints.note,
        reportName: reports.monthText,
        practiceName,
        markedAt: actionPoints.markedAt,
      })
      .from(actionPoints)
      .innerJoin(reports, eq(reports.id, actionPoints.reportId))
      .innerJoin(practices, eq(practices.id, actionPoints.practiceId))
      .where(eq(actionPoints.markedBy, userId))
      .orderBy(desc(actionPoints.markedAt), desc(actionPoints.id)),
    db
      .select({
        reportId: reports.id,
        reportName: reports.monthText,
        practiceName,
        sentAt: reportReminders.sentAt,
      })
      .from(reportReminders)
      .innerJoin(reports, eq(reports.id, reportReminders.reportId))
      .innerJoin(practices, eq(practices.id, reports.practiceId))
      .where(eq(reportReminders.sentBy, userId))
      .orderBy(desc(reportReminders.sentAt)),
    db
      .select()
      .from(auditEvents)
      .where(
        or(
          eq(auditEvents.actorId, userId),
          and(
            inArray(auditEvents.entityType, ['user', 'practice_link']),
            eq(auditEvents.entityId, userId),
            isNotNull(auditEvents.entityId),
          ),
        ),
      )
      .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id)),
  ]);

  return {
    format: 'praktijkportaal-mijn-gegevens/1',
    exported_at: new Date().toISOString(),
    profile: {
      id: profile.id,
      name: profile.name,
      email: profile.email,
      type: profile.type,
      created_at: iso(profile.createdAt),
      updated_at: iso(profile.updatedAt),
      password_set: profile.passwordHash !== null,
      password_changed: profile.passwordChanged,
      second_factor_enabled_at: isoOrNull(profile.totpEnabledAt),
      notices_enabled: profile.noticesEnabled,
    },
    practices: links.map((link) => ({
      id: link.id,
      name: link.name,
      departments: link.departments as Department[],
    })),
    sessions: ownSessions.map((session) => ({
      created_at: iso(session.createdAt),
      last_seen_at: iso(session.lastSeenAt),
      expires_at: iso(session.expiresAt),
      user_agent: session.userAgent,
      ip: session.ip,
    })),
    passkeys: ownPasskeys.map((passkey) => ({
      name: passkey.name,
      created_at: iso(passkey.createdAt),
      last_used_at: isoOrNull(passkey.lastUsedAt),
    })),
    recovery_codes: { total: codes?.total ?? 0, used: codes?.used ?? 0 },
    email_changes: changes.map((change) => ({
      new_email: change.newEmail,
      created_at: iso(change.createdAt),
      expires_at: iso(change.expiresAt),
      confirmed_at: isoOrNull(change.confirmedAt),
      cancelled_at: isoOrNull(change.cancelledAt),
    })),
    read_receipts: receipts.map((receipt) => ({
      pdf_id: receipt.pdfId,
      pdf_name: receipt.pdfName,
      practice_name: receipt.practiceName,
      first_opened_at: iso(receipt.firstOpenedAt),
    })),
    reports_written: written.map(toMadeInPractice),
    files_uploaded: uploaded.map(toMadeInPractice),
    report_concepts: concepts.map((concept) => ({
      id: concept.id,
      name: concept.name,
      updated_at: iso(concept.updatedAt),
    })),
    action_points_marked: marked.map((point) => ({
      id: point.id,
      text: point.text,
      status: point.status,
      note: point.note,
      report_name: point.reportName,
      practice_name: point.practiceName,
      marked_at: isoOrNull(point.markedAt),
    })),
    report_reminders_sent: reminders.map((reminder) => ({
      report_id: reminder.reportId,
      report_name: reminder.reportName,
      practice_name: reminder.practiceName,
      sent_at: iso(reminder.sentAt),
    })),
    audit_events: events.map((event) => {
      const byYou = event.actorId === userId;
      return {
        occurred_at: iso(event.occurredAt),
        by_you: byYou,
        ip: byYou ? event.ip : null,
        entity_type: event.entityType as TMyData['audit_events'][number]['entity_type'],
        entity_id: event.entityId,
        action: event.action as TMyData['audit_events'][number]['action'],
        changes: event.changes ?? null,
        repeat_count: event.repeatCount,
      };
    }),
  };
}

import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import {
  MONTH_OVERVIEW_MESSAGES,
  REMINDER_INTERVAL_DAYS,
  type TReminderSent,
} from '@praktijkportaal/contract/month-overview';
import { pdfPagePath } from '@praktijkportaal/contract/page-paths';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reportReminders } from '../../db/schema/action-points';
import { pdfs, reports } from '../../db/schema/documents';
import { AppError } from '../../lib/app-error';
import { enqueueMail } from '../../mail/mail-queue';
import { formatDutchDate } from '../../pdf/format-dutch-date';
import { passwordChangeRequired } from '../../plugins/password-change-required';
import type { AuthUser } from '../../plugins/session-store';
import { type AuditActor, recordAudit } from '../audit/index';
import { unsubscribeMailParts } from '../notices/index';
import { findVisiblePractice, lockActivePractice } from '../practice-access/index';
import { readersOf, rowsOf } from './overview-sql';

const DAY_MS = 86_400_000;

function refused(message: string) {
  return new AppError(ERROR_CODES.conflict, 409, message);
}

type Reader = {
  id: number;
  name: string;
  email: string;
  type: AuthUser['type'];
  notices_enabled: boolean;
  password_changed: boolean;
  password_generated: boolean;
};

/**
 * "Herinnering sturen" (decision 094): one mail to each reader of the practice
 * who has not opened the report, at most once per report per REMINDER_INTERVAL_DAYS by the
 * database's clock. The report row is locked first, so two clicks at once (on any instances)
 * send once: the second waits, then finds the first one's reminder. Readers who turned the
 * notices off (or unsubscribed), and those held at the password change, get no mail, as with
 * the notice mail. The reminder, its mails and its Logboek record commit together.
 */
export async function sendReportReminder(
  db: Database,
  caller: AuthUser,
  reportId: number,
  portalUrl: string,
  actor: AuditActor,
): Promise<TReminderSent> {
  const [found] = await db
    .select({ practiceId: reports.practiceId })
    .from(reports)
    .where(eq(reports.id, reportId));
  if (!found) throw new AppError(ERROR_CODES.notFound, 404, MESSAGES.notFound);
  await findVisiblePractice(db, caller, found.practiceId);

  return db.transaction(async (tx) => {
    const [report] = await tx
      .select({ id: reports.id, practiceId: reports.practiceId, pdfId: reports.pdfId })
      .from(reports)
      .where(eq(reports.id, reportId))
      .for('update');
    if (!report) throw new AppError(ERROR_CODES.notFound, 404, MESSAGES.notFound);
    const practice = await lockActivePractice(tx, report.practiceId);

    const [last] = await tx
      .select({
        sentAt: sql<Date | null>`max(${reportReminders.sentAt})`.mapWith(reportReminders.sentAt),
      })
      .from(reportReminders)
      .where(
        and(
          eq(reportReminders.reportId, report.id),
          sql`${reportReminders.sentAt} > now() - ${REMINDER_INTERVAL_DAYS}::int * interval '1 day'`,
        ),
      );
    if (last?.sentAt) {
      const again = new Date(last.sentAt.getTime() + REMINDER_INTERVAL_DAYS * DAY_MS);
      throw refused(
        MONTH_OVERVIEW_MESSAGES.reminderTooSoon(
          formatDutchDate(last.sentAt),
          formatDutchDate(again),
        ),
      );
    }

    const unread = await readersWhoHaveNotOpened(tx, report.practiceId, report.pdfId);
    if (unread.length === 0) throw refused(MONTH_OVERVIEW_MESSAGES.everyoneRead);
    const recipients = unread.filter(
      (reader) =>
        reader.notices_enabled &&
        !passwordChangeRequired({
          type: reader.type,
          passwordChanged: reader.password_changed,
          passwordGenerated: reader.password_generated,
        }),
    );
    if (recipients.length === 0) throw refused(MONTH_OVERVIEW_MESSAGES.nobodyToRemind);

    const [reminder] = await tx
      .insert(reportReminders)
      .values({ reportId: report.id, sentBy: caller.id })
      .returning({ sentAt: reportReminders.sentAt });
    if (!reminder) throw new Error('reminder insert returned nothing');
    const [pdf] = await tx.select({ name: pdfs.name }).from(pdfs).where(eq(pdfs.id, report.pdfId));
    const unsubscribe = await unsubscribeMailParts(tx, portalUrl);
    for (const reader of recipients) {
      const { unsubscribeUrl, headers } = unsubscribe(reader.id);
      await enqueueMail(tx, {
        to: reader.email,
        template: 'reportReminder',
        data: {
          name: reader.name,
          practiceName: practice.name,
          reportName: (pdf?.name ?? 'Verslag').replace(/\.pdf$/i, ''),
          url: `${portalUrl}${pdfPagePath(report.pdfId)}`,
          unsubscribeUrl,
        },
        headers,
        portalUrl,
      });
    }
    await recordAudit(tx, actor, {
      entityType: 'report',
      entityId: report.id,
      action: 'reminder_sent',
      changes: { practice_id: { new: report.practiceId }, mails: { new: recipients.length } },
    });
    return {
      mails: recipients.length,
      sent_at: reminder.sentAt.toISOString(),
      allowed_from: new Date(
        reminder.sentAt.getTime() + REMINDER_INTERVAL_DAYS * DAY_MS,
      ).toISOString(),
    };
  });
}

/** The practice's readers (overview-sql.ts) without a receipt for the PDF. */
async function readersWhoHaveNotOpened(tx: Database, practiceId: number, pdfId: number) {
  return rowsOf<Reader>(
    tx,
    sql`select u.id, u.name, u.email, u.type, u.notices_enabled, u.password_changed,
        u.password_generated
      from practice_users pu, users u
      where ${readersOf(sql`${practiceId}`)}
        and not exists (select 1 from pdf_reads pr where pr.pdf_id = ${pdfId} and pr.user_id = u.id)
      order by u.id`,
  );
}

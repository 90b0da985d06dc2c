import { pdfPagePath } from '@praktijkportaal/contract/page-paths';
import { asc, eq, inArray, lte, max, min, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { NoticeSettings } from '../../config';
import type { Database } from '../../db/client';
import { pdfs } from '../../db/schema/documents';
import { pendingNotices } from '../../db/schema/notices';
import { practices } from '../../db/schema/practices';
import { startPollingWorker } from '../../lib/polling-worker';
import { enqueueMail } from '../../mail/mail-queue';
import { noticeAudienceOf } from './notice-audience';
import { unsubscribeMailParts } from './unsubscribe-mail';

/** A practice's notice waits at most this long after its first new report or file. */
export const NOTICE_LONGEST_WAIT_SECONDS = 15 * 60;
/** How often each instance looks for due notices. */
export const NOTICE_POLL_MS = 5_000;

/** Practices whose newest pending row is quiet long enough, or whose oldest waited too long. */
async function duePractices(db: Database, quietSeconds: number) {
  const rows = await db
    .select({ practiceId: pendingNotices.practiceId })
    .from(pendingNotices)
    .groupBy(pendingNotices.practiceId)
    .having(
      or(
        lte(max(pendingNotices.createdAt), sql`now() - ${quietSeconds}::int * interval '1 second'`),
        lte(
          min(pendingNotices.createdAt),
          sql`now() - ${NOTICE_LONGEST_WAIT_SECONDS}::int * interval '1 second'`,
        ),
      ),
    );
  return rows.map((row) => row.practiceId);
}

/**
 * One practice's notice, in one transaction: its pending rows are deleted and one mail per
 * recipient is queued. The delete locks the rows, so an instance doing the same at the same
 * moment waits and then finds nothing: each notice is sent once. Returns the mails queued.
 */
export async function queueNoticeMailsOfPractice(
  db: Database,
  practiceId: number,
  settings: NoticeSettings,
): Promise<number> {
  return db.transaction(async (tx) => {
    const taken = await tx
      .delete(pendingNotices)
      .where(eq(pendingNotices.practiceId, practiceId))
      .returning({ pdfId: pendingNotices.pdfId, kind: pendingNotices.kind });
    if (taken.length === 0) return 0;
    const [practice] = await tx.select().from(practices).where(eq(practices.id, practiceId));
    // A deleted practice's news goes nowhere: its rows are just dropped.
    if (!practice || practice.deletedAt !== null) return 0;
    const items = await tx
      .select({ id: pdfs.id, kind: pdfs.kind, name: pdfs.name })
      .from(pdfs)
      .where(
        inArray(
          pdfs.id,
          taken.map((row) => row.pdfId),
        ),
      )
      .orderBy(asc(pdfs.createdAt), asc(pdfs.id));
    if (items.length === 0) return 0;
    const updated = new Set(taken.filter((row) => row.kind === 'updated').map((row) => row.pdfId));
    const { recipients } = await noticeAudienceOf(tx, practiceId);
    const { portalUrl } = settings;
    const unsubscribe = await unsubscribeMailParts(tx, portalUrl);
    for (const user of recipients) {
      const { unsubscribeUrl, headers } = unsubscribe(user.id);
      await enqueueMail(tx, {
        to: user.email,
        template: 'notice',
        data: {
          name: user.name,
          practiceName: practice.name,
          items: items.map((item) => ({
            ...item,
            updated: updated.has(item.id),
            url: `${portalUrl}${pdfPagePath(item.id)}`,
          })),
          unsubscribeUrl,
        },
        headers,
        portalUrl,
      });
    }
    return recipients.length;
  });
}

/** Every due practice's notice; returns the mails queued. Safe on any number of instances. */
export async function queueDueNoticeMails(db: Database, settings: NoticeSettings): Promise<number> {
  let mails = 0;
  for (const practiceId of await duePractices(db, settings.quietSeconds)) {
    mails += await queueNoticeMailsOfPractice(db, practiceId, settings);
  }
  return mails;
}

/** Looks for due notices every NOTICE_POLL_MS; `stop` waits for the round in progress. */
export function startNoticeWorker(
  db: Database,
  settings: NoticeSettings,
  log: FastifyBaseLogger,
  onQueued: (mails: number) => void,
) {
  const round = async () => {
    const mails = await queueDueNoticeMails(db, settings);
    if (mails > 0) log.info({ mails }, 'notice mails queued');
    onQueued(mails);
  };
  return startPollingWorker('notice', NOTICE_POLL_MS, round, log);
}

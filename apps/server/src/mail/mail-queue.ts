import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type MailQueueRow, mailQueue, mailWithdrawals } from '../db/schema/mail-queue';
import {
  type MailContext,
  type MailTemplateData,
  type MailTemplateName,
  renderMail,
} from './mail-templates';

/**
 * How long a claim lasts unless its worker renews it (decision 085), by the database's clock:
 * the worker renews it every `renewEveryMs` while it sends and records, so a claim runs out
 * only when its instance died or lost the database, and another instance takes the mail over
 * within `leaseMs` plus one poll.
 */
export type MailClaimTiming = { leaseMs: number; renewEveryMs: number };
export const MAIL_CLAIM: MailClaimTiming = { leaseMs: 40_000, renewEveryMs: 10_000 };
/** Waits between attempts: 30 s, then doubling, at most an hour. */
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/** After this a mail is given up: the links in it are no longer valid anyway. */
export const MAIL_GIVE_UP_AFTER_MS = 7 * 24 * 60 * 60_000;
/** Sent and given-up mails (subject and recipient only), and outbox files, are kept this long. */
export const MAIL_KEEP_FINISHED_MS = 30 * 24 * 60 * 60_000;
/** A withdrawal outlives every outbox file it may name (decision 082). */
const MAIL_KEEP_WITHDRAWAL_MS = MAIL_KEEP_FINISHED_MS + 24 * 60 * 60_000;

export function retryDelayMs(attempts: number) {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/**
 * Puts a mail in the queue, inside the caller's transaction: it is sent only when the change
 * behind it commits, and sending can never fail or slow the request. Rendered now, so the mail
 * says what was true when it was asked for.
 */
export async function enqueueMail<T extends MailTemplateName>(
  db: Database,
  mail: {
    to: string;
    template: T;
    data: MailTemplateData<T>;
    /** Extra headers, e.g. List-Unsubscribe (RFC 8058). */
    headers?: Record<string, string>;
  } & MailContext,
): Promise<string> {
  const rendered = renderMail(mail.template, mail.data, { portalUrl: mail.portalUrl });
  const [row] = await db
    .insert(mailQueue)
    .values({
      recipient: mail.to,
      subject: rendered.subject,
      textBody: rendered.text,
      htmlBody: rendered.html,
      headers: mail.headers ?? null,
      // Due from this process's clock, as the worker reads it; the database's now() has
      // microseconds and would be later than a claim made in the same millisecond.
      nextAttemptAt: new Date(),
    })
    .returning({ id: mailQueue.id });
  if (!row) throw new Error('mail insert returned nothing');
  return row.id;
}

export type ClaimedMail = Pick<
  MailQueueRow,
  'id' | 'recipient' | 'subject' | 'attempts' | 'createdAt'
> & { text: string; html: string; headers: Record<string, string> | undefined; claimId: string };

/** The end of a claim made or renewed now, by the database's clock (one for every instance). */
const claimEnd = (leaseMs: number) => sql`now() + ${`${leaseMs} milliseconds`}::interval`;

/**
 * Takes the next due mail for this worker, or undefined. One atomic UPDATE: the row is locked
 * with SKIP LOCKED, so another instance claiming at the same moment takes another mail or none,
 * and a claim that is still running is never taken over.
 */
export async function claimNextMail(
  db: Database,
  now: Date,
  leaseMs = MAIL_CLAIM.leaseMs,
): Promise<ClaimedMail | undefined> {
  const claimId = randomUUID();
  const due = db
    .select({ id: mailQueue.id })
    .from(mailQueue)
    .where(
      and(
        eq(mailQueue.status, 'pending'),
        lte(mailQueue.nextAttemptAt, now),
        or(isNull(mailQueue.claimedUntil), lt(mailQueue.claimedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(mailQueue.nextAttemptAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(mailQueue)
    .set({
      claimId,
      claimedUntil: claimEnd(leaseMs),
      attempts: sql`${mailQueue.attempts} + 1`,
    })
    .where(inArray(mailQueue.id, due))
    .returning();
  if (!row || row.textBody === null || row.htmlBody === null) return undefined;
  return {
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    attempts: row.attempts,
    createdAt: row.createdAt,
    text: row.textBody,
    html: row.htmlBody,
    headers: row.headers ?? undefined,
    claimId,
  };
}

const ownClaim = (mail: ClaimedMail) =>
  and(eq(mailQueue.id, mail.id), eq(mailQueue.claimId, mail.claimId));

/** Extends this worker's claim; false when the claim is no longer its own (or the mail done). */
export async function renewMailClaim(db: Database, mail: ClaimedMail, leaseMs: number) {
  const renewed = await db
    .update(mailQueue)
    .set({ claimedUntil: claimEnd(leaseMs) })
    .where(and(ownClaim(mail), eq(mailQueue.status, 'pending')))
    .returning({ id: mailQueue.id });
  return renewed.length > 0;
}

/**
 * Sent: the body goes (it may hold one-time links); recipient and subject stay a while. False
 * when the claim was no longer this worker's: another one took the mail over meanwhile.
 */
export async function markMailSent(db: Database, mail: ClaimedMail, now: Date) {
  const marked = await db
    .update(mailQueue)
    .set({
      status: 'sent',
      textBody: null,
      htmlBody: null,
      headers: null,
      finishedAt: now,
      claimId: null,
      claimedUntil: null,
      lastError: null,
    })
    .where(ownClaim(mail))
    .returning({ id: mailQueue.id });
  return marked.length > 0;
}

/** Failed: tried again after a growing wait, or given up (body removed) when `giveUp`. */
export async function markMailFailed(
  db: Database,
  mail: ClaimedMail,
  now: Date,
  error: string,
  giveUp: boolean,
) {
  const lastError = error.slice(0, 500);
  await db
    .update(mailQueue)
    .set(
      giveUp
        ? {
            status: 'failed',
            textBody: null,
            htmlBody: null,
            headers: null,
            finishedAt: now,
            claimId: null,
            claimedUntil: null,
            lastError,
          }
        : {
            nextAttemptAt: new Date(now.getTime() + retryDelayMs(mail.attempts)),
            claimId: null,
            claimedUntil: null,
            lastError,
          },
    )
    .where(ownClaim(mail));
}

/** Removes sent and given-up mails after MAIL_KEEP_FINISHED_MS, and withdrawals past theirs. */
export async function deleteFinishedMails(db: Database, now: Date) {
  await db
    .delete(mailQueue)
    .where(lt(mailQueue.finishedAt, new Date(now.getTime() - MAIL_KEEP_FINISHED_MS)));
  await db
    .delete(mailWithdrawals)
    .where(lt(mailWithdrawals.withdrawnAt, new Date(now.getTime() - MAIL_KEEP_WITHDRAWAL_MS)));
}

/**
 * Takes every mail to these addresses (lower case) out of the queue, in the caller's
 * transaction (an erasure, decision 082): pending ones are never sent, and the ids of all of
 * them are kept so that each instance's worker removes their files from its outbox folder.
 */
export async function withdrawMailsTo(db: Database, addresses: string[]) {
  if (addresses.length === 0) return;
  const withdrawn = await db
    .delete(mailQueue)
    .where(inArray(sql`lower(${mailQueue.recipient})`, addresses))
    .returning({ mailId: mailQueue.id });
  if (withdrawn.length > 0) await db.insert(mailWithdrawals).values(withdrawn);
}

/** The ids of withdrawn mails whose outbox files must go. */
export async function withdrawnMailIds(db: Database) {
  const rows = await db.select({ mailId: mailWithdrawals.mailId }).from(mailWithdrawals);
  return new Set(rows.map((row) => row.mailId));
}

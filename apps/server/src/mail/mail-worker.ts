import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { startPollingWorker } from '../lib/polling-worker';
import {
  claimNextMail,
  deleteFinishedMails,
  MAIL_GIVE_UP_AFTER_MS,
  markMailFailed,
  markMailSent,
  withdrawnMailIds,
} from './mail-queue';
import type { MailTransport } from './mail-transport';
import { tidyOutbox } from './outbox';

/** How often each instance looks for due mail. */
export const MAIL_POLL_MS = 5_000;

/** The server refused the recipient or sender for good (5xx on the envelope): retrying won't help. */
function isPermanentFailure(error: unknown) {
  const { code, responseCode } = error as { code?: string; responseCode?: number };
  return code === 'EENVELOPE' && typeof responseCode === 'number' && responseCode >= 500;
}

export type DeliveryResult = { sent: number; failed: number };

/**
 * Sends every mail that is due at `now`, one claim at a time, until none is left. Safe to run
 * in several instances at once: the claim in the database decides who sends what.
 */
export async function deliverDueMails(
  db: Database,
  transport: MailTransport,
  log: FastifyBaseLogger,
  now: () => Date = () => new Date(),
): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, failed: 0 };
  for (;;) {
    const mail = await claimNextMail(db, now());
    if (!mail) return result;
    try {
      await transport.send({ ...mail, to: mail.recipient });
      await markMailSent(db, mail, now());
      result.sent += 1;
    } catch (error) {
      const at = now();
      const giveUp =
        isPermanentFailure(error) ||
        at.getTime() - mail.createdAt.getTime() > MAIL_GIVE_UP_AFTER_MS;
      const message = error instanceof Error ? error.message : String(error);
      await markMailFailed(db, mail, at, message, giveUp);
      result.failed += 1;
      log[giveUp ? 'error' : 'warn'](
        { mailId: mail.id, attempts: mail.attempts, err: error },
        giveUp ? 'mail given up' : 'mail not sent; trying again later',
      );
    }
  }
}

/**
 * One round of the worker: sends what is due, forgets finished mails past their time, and
 * tidies this instance's outbox folder (decision 082). A mail withdrawn while it was being
 * written is still in the list at the next round, so its file goes then.
 */
export async function mailRound(
  db: Database,
  transport: MailTransport,
  log: FastifyBaseLogger,
  now: () => Date = () => new Date(),
) {
  await deliverDueMails(db, transport, log, now);
  await deleteFinishedMails(db, now());
  if (transport.kind === 'outbox') {
    await tidyOutbox(transport.outboxDir, await withdrawnMailIds(db), now());
  }
}

/** Polls for due mail every MAIL_POLL_MS; `stop` waits for the round in progress. */
export function startMailWorker(db: Database, transport: MailTransport, log: FastifyBaseLogger) {
  const stop = startPollingWorker('mail', MAIL_POLL_MS, () => mailRound(db, transport, log), log);
  return async () => {
    await stop();
    transport.close();
  };
}

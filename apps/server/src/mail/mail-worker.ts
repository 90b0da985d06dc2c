import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { startPollingWorker } from '../lib/polling-worker';
import {
  claimNextMail,
  deleteFinishedMails,
  MAIL_GIVE_UP_AFTER_MS,
  markMailFailed,
  markMailSent,
} from './mail-queue';
import type { MailTransport } from './mail-transport';

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

/** Polls for due mail every MAIL_POLL_MS; `stop` waits for the round in progress. */
export function startMailWorker(db: Database, transport: MailTransport, log: FastifyBaseLogger) {
  const stop = startPollingWorker(
    'mail',
    MAIL_POLL_MS,
    () => deliverDueMails(db, transport, log).then(() => deleteFinishedMails(db, new Date())),
    log,
  );
  return async () => {
    await stop();
    transport.close();
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { backgroundFailure, databaseUnavailableCode } from '../lib/db-errors';
import { startPollingWorker } from '../lib/polling-worker';
import {
  type ClaimedMail,
  claimNextMail,
  deleteFinishedMails,
  MAIL_CLAIM,
  MAIL_GIVE_UP_AFTER_MS,
  type MailClaimTiming,
  markMailFailed,
  markMailSent,
  renewMailClaim,
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
 * How long a worker keeps trying to record a mail the SMTP server accepted (decision 085):
 * resending it is what this prevents, so it outlasts a database restart or failover; the
 * claim, renewed meanwhile, keeps other instances off it until then.
 */
export const RECORD_SENT_FOR_MS = 2 * 60_000;
const RECORD_SENT_EVERY_MS = 500;

export type DeliveryOptions = {
  now?: () => Date;
  claim?: MailClaimTiming;
  /** How long, and how often, a send the server accepted is tried to be recorded. */
  recordSent?: { forMs: number; everyMs: number };
};

/**
 * Sends every mail that is due at `now`, one claim at a time, until none is left. Safe to run
 * in several instances at once: the claim in the database decides who sends what, and it is
 * renewed while its mail is sent and recorded.
 */
export async function deliverDueMails(
  db: Database,
  transport: MailTransport,
  log: FastifyBaseLogger,
  options: DeliveryOptions = {},
): Promise<DeliveryResult> {
  const {
    now = () => new Date(),
    claim = MAIL_CLAIM,
    recordSent = { forMs: RECORD_SENT_FOR_MS, everyMs: RECORD_SENT_EVERY_MS },
  } = options;
  const result: DeliveryResult = { sent: 0, failed: 0 };
  for (;;) {
    const mail = await claimNextMail(db, now(), claim.leaseMs);
    if (!mail) return result;
    const stopRenewing = keepClaim(db, mail, claim, log);
    try {
      try {
        await transport.send({ ...mail, to: mail.recipient });
      } catch (error) {
        await recordFailure(db, mail, now(), error, log);
        result.failed += 1;
        continue;
      }
      // Accepted: from here on, sending again is the one thing that must not happen.
      await recordSentMail(db, mail, now, recordSent, log);
      result.sent += 1;
    } finally {
      stopRenewing();
    }
  }
}

async function recordFailure(
  db: Database,
  mail: ClaimedMail,
  at: Date,
  error: unknown,
  log: FastifyBaseLogger,
) {
  const giveUp =
    isPermanentFailure(error) || at.getTime() - mail.createdAt.getTime() > MAIL_GIVE_UP_AFTER_MS;
  const message = error instanceof Error ? error.message : String(error);
  // Not recorded (the database is away): the claim runs out and the mail is tried again.
  await markMailFailed(db, mail, at, message, giveUp);
  log[giveUp ? 'error' : 'warn'](
    { mailId: mail.id, attempts: mail.attempts, err: error },
    giveUp ? 'mail given up' : 'mail not sent; trying again later',
  );
}

/** Renews the claim every `renewEveryMs` until the returned stop is called. */
function keepClaim(
  db: Database,
  mail: ClaimedMail,
  claim: MailClaimTiming,
  log: FastifyBaseLogger,
) {
  const timer = setInterval(() => {
    renewMailClaim(db, mail, claim.leaseMs)
      .then((ours) => {
        if (!ours) log.warn({ mailId: mail.id }, 'mail claim taken over by another worker');
      })
      .catch((error: unknown) =>
        log.warn({ ...backgroundFailure(error), mailId: mail.id }, 'mail claim not renewed'),
      );
  }, claim.renewEveryMs);
  return () => clearInterval(timer);
}

/**
 * Records an accepted mail as sent, trying again while the database is away (bounded). Only
 * this process knows the server accepted it, so this one retry lives in memory; the claim is
 * still renewed meanwhile, and nothing else waits on it.
 */
async function recordSentMail(
  db: Database,
  mail: ClaimedMail,
  now: () => Date,
  retry: { forMs: number; everyMs: number },
  log: FastifyBaseLogger,
) {
  const deadline = Date.now() + retry.forMs;
  for (let tries = 1; ; tries++) {
    try {
      if (!(await markMailSent(db, mail, now()))) {
        log.error({ mailId: mail.id }, 'mail sent, but another worker had taken it over');
      } else if (tries > 1) {
        log.info({ mailId: mail.id, tries }, 'mail sent and recorded once the database returned');
      }
      return;
    } catch (error) {
      // Only a database that is away is waited for; any other error would not pass by itself.
      if (!databaseUnavailableCode(error) || Date.now() + retry.everyMs > deadline) {
        log.error(
          { ...backgroundFailure(error), mailId: mail.id },
          'mail sent but not recorded; it will be sent again',
        );
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, retry.everyMs));
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
  await deliverDueMails(db, transport, log, { now });
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

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../src/backup/backup';
import { type AppConfig, loadConfig } from '../src/config';
import { mailQueue } from '../src/db/schema/mail-queue';
import {
  claimNextMail,
  deleteFinishedMails,
  enqueueMail,
  MAIL_GIVE_UP_AFTER_MS,
  MAIL_KEEP_FINISHED_MS,
  retryDelayMs,
} from '../src/mail/mail-queue';
import { createMailTransport } from '../src/mail/mail-transport';
import { deliverDueMails, mailRound, startMailWorker } from '../src/mail/mail-worker';
import { freePort } from './support/free-port';
import { startSmtpSink } from './support/smtp-sink';
import { createTestApp, type TestApp } from './support/test-app';

const PORTAL_URL = 'https://portaal.dierenartsen-oost.nl';
const silent = pino({ level: 'silent' });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  await t.database.db.delete(mailQueue);
});

function smtpConfig(port: number, credentials = ''): AppConfig['mail'] {
  return loadConfig({
    DATA_DIR: t.config.dataDir,
    PUBLIC_URL: PORTAL_URL,
    SMTP_URL: `smtp://${credentials}127.0.0.1:${port}`,
    MAIL_FROM: 'Dierenartsen Oost <portaal@dierenartsen-oost.nl>',
  }).mail;
}

function queueCheckMail(to: string, name = 'Anna') {
  return enqueueMail(t.database.db, {
    to,
    template: 'mailCheck',
    data: { name },
    portalUrl: PORTAL_URL,
  });
}

async function queuedRow(id: string) {
  const [row] = await t.database.db.select().from(mailQueue).where(eq(mailQueue.id, id));
  return row;
}

async function waitFor(check: () => boolean, ms = 10_000, between?: () => Promise<void>) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await (between?.() ?? new Promise((resolve) => setTimeout(resolve, 25)));
  }
}

describe('mail through SMTP', () => {
  it('the worker sends a queued mail in Dutch, as text and HTML, and keeps no body', async () => {
    const sink = await startSmtpSink({ auth: { user: 'portaal', pass: 'ge:heim' } });
    const transport = createMailTransport(smtpConfig(sink.port, 'portaal:ge%3Aheim@'), silent);
    const id = await queueCheckMail('anna@voorbeeld.nl', 'Anna <de> Vries');
    const stop = startMailWorker(t.database.db, transport, silent);
    try {
      await waitFor(() => sink.received.length === 1);
    } finally {
      await stop();
      await sink.close();
    }
    const [mail] = sink.received;
    expect(mail?.envelopeTo).toEqual(['anna@voorbeeld.nl']);
    expect(mail?.from?.value).toEqual([
      { name: 'Dierenartsen Oost', address: 'portaal@dierenartsen-oost.nl' },
    ]);
    expect(mail?.subject).toBe('Testbericht van Praktijkportaal');
    expect(mail?.messageId).toBe(`<${id}@dierenartsen-oost.nl>`);
    expect(mail?.text).toContain('Beste Anna <de> Vries,');
    expect(mail?.text).toContain(`Deze e-mail komt van Praktijkportaal (${PORTAL_URL}).`);
    expect(mail?.html).toContain('Beste Anna &#60;de&#62; Vries,');
    expect(mail?.html).toContain(`href="${PORTAL_URL}"`);
    expect(mail?.html).toContain('<html lang="nl">');

    const row = await queuedRow(id);
    expect(row).toMatchObject({ status: 'sent', textBody: null, htmlBody: null, attempts: 1 });
  });

  it('loses nothing while the server is down: the mail waits and arrives once it is up', async () => {
    const port = await freePort();
    const transport = createMailTransport(smtpConfig(port), silent);
    const id = await queueCheckMail('bram@voorbeeld.nl');
    const start = Date.now();

    expect(await deliverDueMails(t.database.db, transport, silent)).toEqual({ sent: 0, failed: 1 });
    const waiting = await queuedRow(id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, claimId: null });
    expect(waiting?.textBody).toContain('Beste Anna,');
    expect(waiting?.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(start + retryDelayMs(1));

    const sink = await startSmtpSink({ port });
    try {
      // Not yet due: the backoff holds it back even though the server is up again.
      expect(await deliverDueMails(t.database.db, transport, silent)).toEqual({
        sent: 0,
        failed: 0,
      });
      const later = () => new Date(Date.now() + retryDelayMs(1) + 1000);
      expect(await deliverDueMails(t.database.db, transport, silent, { now: later })).toEqual({
        sent: 1,
        failed: 0,
      });
    } finally {
      transport.close();
      await sink.close();
    }
    expect(sink.received.map((mail) => mail.envelopeTo)).toEqual([['bram@voorbeeld.nl']]);
    expect(await queuedRow(id)).toMatchObject({ status: 'sent', attempts: 2, textBody: null });
  });

  it('gives a mail up at once when the server refuses the address for good', async () => {
    const sink = await startSmtpSink({ refuseRecipient: 'bestaat-niet@voorbeeld.nl' });
    const transport = createMailTransport(smtpConfig(sink.port), silent);
    const id = await queueCheckMail('bestaat-niet@voorbeeld.nl');
    try {
      expect(await deliverDueMails(t.database.db, transport, silent)).toEqual({
        sent: 0,
        failed: 1,
      });
    } finally {
      transport.close();
      await sink.close();
    }
    const row = await queuedRow(id);
    expect(row).toMatchObject({ status: 'failed', textBody: null, htmlBody: null });
    expect(row?.lastError).toMatch(/550/);
  });

  it('gives a mail up, body removed, when the server stays down past its last day', async () => {
    const transport = createMailTransport(smtpConfig(await freePort()), silent);
    const id = await queueCheckMail('frank@voorbeeld.nl');
    const created = (await queuedRow(id))?.createdAt.getTime() ?? 0;
    const tooLate = () => new Date(created + MAIL_GIVE_UP_AFTER_MS + 60_000);
    expect(await deliverDueMails(t.database.db, transport, silent, { now: tooLate })).toEqual({
      sent: 0,
      failed: 1,
    });
    transport.close();
    const row = await queuedRow(id);
    expect(row).toMatchObject({ status: 'failed', textBody: null, htmlBody: null });
    expect(row?.lastError).toMatch(/ECONNREFUSED/);
  });

  it('sends each mail once when several workers run at the same time', async () => {
    const sink = await startSmtpSink();
    const transports = [1, 2, 3].map(() => createMailTransport(smtpConfig(sink.port), silent));
    const addresses = Array.from({ length: 12 }, (_, i) => `klant${i}@voorbeeld.nl`);
    for (const address of addresses) await queueCheckMail(address);
    try {
      const results = await Promise.all(
        transports.map((transport) => deliverDueMails(t.database.db, transport, silent)),
      );
      expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(12);
    } finally {
      for (const transport of transports) transport.close();
      await sink.close();
    }
    const arrived = sink.received.flatMap((mail) => mail.envelopeTo).sort();
    expect(arrived).toEqual([...addresses].sort());
  });
});

describe('claims that last while their worker lives (decision 085)', () => {
  /** Short on purpose: the production lease is 40 s, renewed every 10 s. */
  const claim = { leaseMs: 2_000, renewEveryMs: 250 };

  it('keeps a mail its worker is still sending, renewing the claim past its lease: sent once', async () => {
    let otherRounds = 0;
    const sink = await startSmtpSink({
      // The server takes 3 leases to answer; meanwhile another worker keeps looking.
      beforeAccepting: async () => {
        const until = Date.now() + 3 * claim.leaseMs;
        while (Date.now() < until) {
          const result = await deliverDueMails(t.database.db, other, silent, { claim });
          expect(result).toEqual({ sent: 0, failed: 0 });
          otherRounds += 1;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      },
    });
    const sending = createMailTransport(smtpConfig(sink.port), silent);
    const other = createMailTransport(smtpConfig(sink.port), silent);
    const id = await queueCheckMail('gerrit@voorbeeld.nl');
    try {
      expect(await deliverDueMails(t.database.db, sending, silent, { claim })).toEqual({
        sent: 1,
        failed: 0,
      });
    } finally {
      sending.close();
      other.close();
      await sink.close();
    }
    expect(otherRounds).toBeGreaterThan(5);
    expect(sink.received).toHaveLength(1);
    expect(await queuedRow(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it("takes over a dead worker's claim once its lease runs out, with the same Message-ID", async () => {
    const sink = await startSmtpSink();
    const transport = createMailTransport(smtpConfig(sink.port), silent);
    const id = await queueCheckMail('hanna@voorbeeld.nl');
    // A worker that claims the mail and then dies: it never sends, renews or finishes.
    const dead = await claimNextMail(t.database.db, new Date(), claim.leaseMs);
    expect(dead?.id).toBe(id);
    const claimedAt = Date.now();
    try {
      expect(await deliverDueMails(t.database.db, transport, silent, { claim })).toEqual({
        sent: 0,
        failed: 0,
      });
      await waitFor(
        () => sink.received.length === 1,
        10_000,
        async () => {
          await deliverDueMails(t.database.db, transport, silent, { claim });
        },
      );
    } finally {
      transport.close();
      await sink.close();
    }
    expect(Date.now() - claimedAt).toBeGreaterThanOrEqual(claim.leaseMs - 50);
    expect(sink.received[0]?.messageId).toBe(`<${id}@dierenartsen-oost.nl>`);
    expect(await queuedRow(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('keeps one Message-ID for a mail across attempts', async () => {
    const seen: (string | undefined)[] = [];
    const sink = await startSmtpSink({
      // The first attempt comes in whole and is put off (451), as a busy server does.
      beforeAccepting: async (mail) => {
        seen.push(mail.messageId);
        if (seen.length === 1) {
          throw Object.assign(new Error('Probeer het later nog eens'), { responseCode: 451 });
        }
      },
    });
    const transport = createMailTransport(smtpConfig(sink.port), silent);
    const id = await queueCheckMail('ivo@voorbeeld.nl');
    const later = () => new Date(Date.now() + retryDelayMs(1) + 1000);
    try {
      expect(await deliverDueMails(t.database.db, transport, silent)).toEqual({
        sent: 0,
        failed: 1,
      });
      expect(await deliverDueMails(t.database.db, transport, silent, { now: later })).toEqual({
        sent: 1,
        failed: 0,
      });
    } finally {
      transport.close();
      await sink.close();
    }
    expect(seen).toEqual([`<${id}@dierenartsen-oost.nl>`, `<${id}@dierenartsen-oost.nl>`]);
    expect(sink.received).toHaveLength(1);
    expect(await queuedRow(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('a queued mail', () => {
  it('belongs to the transaction that queued it: a rollback queues nothing', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueueMail(tx, {
          to: 'c@voorbeeld.nl',
          template: 'mailCheck',
          data: { name: 'C' },
          portalUrl: PORTAL_URL,
        });
        throw new Error('the change behind the mail fails');
      }),
    ).rejects.toThrow('the change behind the mail fails');
    expect(await t.database.db.select().from(mailQueue)).toEqual([]);
  });

  it('is removed 30 days after it was sent', async () => {
    const config = loadConfig({ DATA_DIR: t.config.dataDir }).mail;
    const id = await queueCheckMail('g@voorbeeld.nl');
    await deliverDueMails(t.database.db, createMailTransport(config, silent), silent);
    const sentAt = (await queuedRow(id))?.finishedAt?.getTime() ?? 0;
    await deleteFinishedMails(t.database.db, new Date(sentAt + MAIL_KEEP_FINISHED_MS - 60_000));
    expect(await queuedRow(id)).toMatchObject({ status: 'sent', recipient: 'g@voorbeeld.nl' });
    await deleteFinishedMails(t.database.db, new Date(sentAt + MAIL_KEEP_FINISHED_MS + 60_000));
    expect(await queuedRow(id)).toBeUndefined();
  });

  it('is not part of a backup', async () => {
    await queueCheckMail('d@voorbeeld.nl');
    const manifest = await createBackup({
      database: t.database,
      fileStore: t.fileStore,
      archivePath: path.join(t.config.dataDir, 'backup.tar.gz'),
    });
    const names = manifest.tables.map((table) => table.name);
    expect(names).toContain('users');
    expect(names).not.toContain('mail_queue');
  });
});

describe('mail without SMTP_URL', () => {
  it('is written to DATA_DIR/outbox as an .eml file that the log names', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => lines.push(JSON.parse(line)) },
    );
    const config = loadConfig({ DATA_DIR: t.config.dataDir }).mail;
    const transport = createMailTransport(config, logger);
    const id = await queueCheckMail('eva@voorbeeld.nl', 'Eva');
    expect(await deliverDueMails(t.database.db, transport, logger)).toEqual({ sent: 1, failed: 0 });

    const files = (await readdir(config.outboxDir)).filter((name) => name.includes(id));
    expect(files).toHaveLength(1);
    const file = path.join(config.outboxDir, files[0] ?? '');
    expect(file).toMatch(new RegExp(`${id}\\.eml$`));
    expect(lines.find((line) => line.file === file)?.msg).toMatch(/outbox/);
    const mail = await simpleParser(await readFile(file));
    expect(mail.to).toMatchObject({ text: 'eva@voorbeeld.nl' });
    expect(mail.subject).toBe('Testbericht van Praktijkportaal');
    expect(mail.text).toContain('Beste Eva,');
    expect(mail.html).toContain('Beste Eva,');
    expect(await queuedRow(id)).toMatchObject({ status: 'sent', textBody: null });
  });

  it('keeps an .eml file no longer than the queue keeps its row: 30 days, then the worker removes it', async () => {
    const config = loadConfig({ DATA_DIR: t.config.dataDir }).mail;
    const transport = createMailTransport(config, silent);
    const id = await queueCheckMail('frits@voorbeeld.nl');
    await mailRound(t.database.db, transport, silent);
    const sentAt = (await queuedRow(id))?.finishedAt?.getTime() ?? 0;
    const outboxFiles = async () =>
      (await readdir(config.outboxDir)).filter((name) => name.includes(id));
    expect(await outboxFiles()).toHaveLength(1);

    const at = (ms: number) => () => new Date(ms);
    await mailRound(t.database.db, transport, silent, at(sentAt + MAIL_KEEP_FINISHED_MS - 60_000));
    expect(await outboxFiles()).toHaveLength(1);
    await mailRound(t.database.db, transport, silent, at(sentAt + MAIL_KEEP_FINISHED_MS + 60_000));
    expect(await outboxFiles()).toEqual([]);
    expect(await queuedRow(id)).toBeUndefined();
  });
});

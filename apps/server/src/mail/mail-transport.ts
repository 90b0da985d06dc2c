import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../config';
import { outboxFileName } from './outbox';

export type OutgoingMail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
};

/** Where mail goes: an SMTP server, or the outbox folder when there is none. */
export type MailTransport = {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
} & ({ kind: 'smtp' } | { kind: 'outbox'; outboxDir: string });

/** Connecting, the greeting and each reply; a dead server fails an attempt in seconds. */
const SMTP_TIMEOUT_MS = 15_000;

function messageFields(config: MailConfig, mail: OutgoingMail) {
  return {
    from: config.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
    // The same Message-ID on every attempt: a receiver can tell a repeat from a new mail.
    messageId: `<${mail.id}@${config.from.address.split('@')[1]}>`,
  };
}

function smtpTransport(config: MailConfig, smtp: NonNullable<MailConfig['smtp']>): MailTransport {
  const transporter = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.auth,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail(messageFields(config, mail));
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP_URL: each mail becomes DATA_DIR/outbox/<time>-<id>.eml, and the log names it. */
function outboxTransport(config: MailConfig, log: FastifyBaseLogger): MailTransport {
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    kind: 'outbox',
    outboxDir: config.outboxDir,
    async send(mail) {
      const info = await transporter.sendMail(messageFields(config, mail));
      await mkdir(config.outboxDir, { recursive: true, mode: 0o700 });
      const file = path.join(config.outboxDir, outboxFileName(mail.id, new Date()));
      // Only this user may read it: it can hold one-time links.
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ file, mailId: mail.id }, 'mail written to the outbox (no SMTP_URL set)');
    },
    close: () => transporter.close(),
  };
}

export function createMailTransport(config: MailConfig, log: FastifyBaseLogger): MailTransport {
  return config.smtp ? smtpTransport(config, config.smtp) : outboxTransport(config, log);
}

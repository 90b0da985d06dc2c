import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { E2E_PORT } from './fixtures';

/** The demo server writes its mail here (no SMTP_URL): DATA_DIR/outbox of playwright.config.ts. */
const OUTBOX = path.join(os.tmpdir(), `praktijkportaal-e2e-${E2E_PORT}`, 'outbox');
/** The outbox of a spec's own server (DATA_DIR/outbox of ownServerEnv). */
export const outboxOf = (dataDir: string) => path.join(dataDir, 'outbox');

type ReadMail = { subject: string; text: string; file: string };

/** Every mail in the outbox to `to`, oldest first (file names start with the time). */
async function mailsTo(to: string, outbox = OUTBOX): Promise<ReadMail[]> {
  const files = (await readdir(outbox).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.eml'))
    .sort();
  const mails: ReadMail[] = [];
  for (const file of files) {
    const parsed = await simpleParser(await readFile(path.join(outbox, file)));
    const recipients = [parsed.to ?? []].flat().flatMap((address) => address.value);
    if (recipients.some((address) => address.address === to)) {
      mails.push({ subject: parsed.subject ?? '', text: parsed.text ?? '', file });
    }
  }
  return mails;
}

/** Waits (the mail worker polls every 5 s) until `count` mails to `to` are in the outbox. */
export async function waitForMails(to: string, count: number): Promise<ReadMail[]> {
  let mails: ReadMail[] = [];
  await expect
    .poll(
      async () => {
        mails = await mailsTo(to);
        return mails.length;
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBe(count);
  return mails;
}

/** Waits until a mail to `to` whose subject starts with `subject` is in `outbox`; the newest. */
export async function waitForMailAbout(
  to: string,
  subject: string,
  outbox = OUTBOX,
): Promise<ReadMail> {
  let found: ReadMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(to, outbox))
          .filter((mail) => mail.subject.startsWith(subject))
          .at(-1);
        return found !== undefined;
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBe(true);
  if (!found) throw new Error(`no mail "${subject}" to ${to}`);
  return found;
}

/** The one-time link's path in a mail (/wachtwoord-instellen/{token}). */
export function setPasswordPath(mail: ReadMail): string {
  const match = mail.text.match(/https?:\/\/[^/\s]+(\/wachtwoord-instellen\/[A-Za-z0-9_-]{43})/);
  if (!match?.[1]) throw new Error(`no link in mail ${mail.file}: ${mail.text}`);
  return match[1];
}

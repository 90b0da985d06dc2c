import { desc, eq } from 'drizzle-orm';
import { mailQueue } from '../../src/db/schema/mail-queue';
import type { TestApp } from './test-app';

/** The mails queued to `to`, newest first. */
export function mailsTo(t: TestApp, to: string) {
  return t.database.db
    .select()
    .from(mailQueue)
    .where(eq(mailQueue.recipient, to))
    .orderBy(desc(mailQueue.createdAt));
}

/** The token of the link to choose a password in the newest mail to `to`; fails without one. */
export async function passwordLinkTokenIn(t: TestApp, to: string) {
  const [mail] = await mailsTo(t, to);
  const match = mail?.textBody?.match(/\/wachtwoord-instellen\/([A-Za-z0-9_-]{43})\b/);
  if (!match?.[1]) throw new Error(`no link in the mail to ${to}: ${mail?.textBody}`);
  return match[1];
}

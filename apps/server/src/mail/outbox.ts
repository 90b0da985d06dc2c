import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { MAIL_KEEP_FINISHED_MS } from './mail-queue';

/*
 * The outbox folder (no SMTP_URL): one `<time>-<mail id>.eml` per mail, on this instance's own
 * disk. It keeps a mail no longer than the queue keeps the mail's row, and drops the mails of
 * an erased user (decision 082), so a name or address never outlives its row here.
 */

/** `2026-12-07T10-15-00-000Z-<uuid>.eml`: when it was written, and which mail it is. */
const OUTBOX_FILE = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z-([0-9a-f-]{36})\.eml$/;

export function outboxFileName(mailId: string, writtenAt: Date) {
  return `${writtenAt.toISOString().replace(/[:.]/g, '-')}-${mailId}.eml`;
}

function parseOutboxFileName(name: string) {
  const match = OUTBOX_FILE.exec(name);
  if (!match) return undefined;
  const [, day, hours, minutes, seconds, millis, mailId] = match;
  return {
    writtenAt: new Date(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`),
    mailId: mailId as string,
  };
}

/**
 * Removes the files of withdrawn mails and those older than MAIL_KEEP_FINISHED_MS; other
 * files in the folder are left alone. Returns how many it removed.
 */
export async function tidyOutbox(dir: string, withdrawn: Set<string>, now: Date) {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const oldest = now.getTime() - MAIL_KEEP_FINISHED_MS;
  let removed = 0;
  for (const name of names) {
    const file = parseOutboxFileName(name);
    if (!file || (!withdrawn.has(file.mailId) && file.writtenAt.getTime() >= oldest)) continue;
    await rm(path.join(dir, name), { force: true });
    removed += 1;
  }
  return removed;
}

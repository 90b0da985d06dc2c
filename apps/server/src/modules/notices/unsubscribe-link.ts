import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { noticeApi } from '@praktijkportaal/contract/api/notices';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { portalSecrets } from '../../db/schema/notices';

const KEY_NAME = 'unsubscribe-link-key';

/**
 * The key that signs unsubscribe links, the same for every instance: made by the first one
 * that needs it (`on conflict do nothing` lets a second one's insert lose quietly), then read.
 */
async function unsubscribeKey(db: Database) {
  await db
    .insert(portalSecrets)
    .values({ name: KEY_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: portalSecrets.value })
    .from(portalSecrets)
    .where(eq(portalSecrets.name, KEY_NAME));
  if (!row) throw new Error('unsubscribe key missing after insert');
  return Buffer.from(row.value, 'base64url');
}

function sign(key: Buffer, userId: number) {
  return createHmac('sha256', key).update(`unsubscribe:${userId}`).digest('base64url');
}

/** Makes the query of a user's unsubscribe link, `user=5&sig=…` (decision 049); reads the key once. */
export async function unsubscribeQueries(db: Database) {
  const key = await unsubscribeKey(db);
  return (userId: number) =>
    new URLSearchParams({ user: String(userId), sig: sign(key, userId) }).toString();
}

/** The query of one user's unsubscribe link. */
export async function unsubscribeQuery(db: Database, userId: number) {
  return (await unsubscribeQueries(db))(userId);
}

/** Whether `sig` is this user's signature, compared in constant time. */
export async function unsubscribeSignatureMatches(db: Database, userId: number, sig: string) {
  const expected = Buffer.from(sign(await unsubscribeKey(db), userId));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The one-click address (RFC 8058: POST unsubscribes, GET leads to the page). */
export const UNSUBSCRIBE_API_PATH = noticeApi.unsubscribe.path;

import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type OneTimeTokenPurpose, oneTimeTokens } from '../../db/schema/one-time-tokens';

/** How long a password reset link works (also the one a "Dit was ik niet" page goes on with). */
export const PASSWORD_RESET_VALID_MINUTES = 60;

/** Only this is stored of a mailed link's token (here and in email_changes, decision 074). */
export function hashToken(token: string) {
  return createHash('sha256').update(token).digest('hex');
}

/** A link's token: 256 random bits, base64url (43 characters). */
export function newLinkToken() {
  return randomBytes(32).toString('base64url');
}

/**
 * A new one-time token (256 random bits) for the user, valid for `validMs`. Earlier unused
 * tokens of the same purpose are voided: only the newest link works.
 */
export async function issueOneTimeToken(
  db: Database,
  userId: number,
  purpose: OneTimeTokenPurpose,
  validMs: number,
): Promise<string> {
  const token = newLinkToken();
  await db
    .delete(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose)));
  await db.insert(oneTimeTokens).values({
    purpose,
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + validMs),
  });
  return token;
}

const usable = (token: string) =>
  and(
    eq(oneTimeTokens.tokenHash, hashToken(token)),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, new Date()),
  );

/** The user and purpose of a token that is still usable, without using it up. */
export async function findUsableToken(db: Database, token: string) {
  const [row] = await db
    .select({ userId: oneTimeTokens.userId, purpose: oneTimeTokens.purpose })
    .from(oneTimeTokens)
    .where(usable(token))
    .limit(1);
  return row;
}

/** Uses the token up in one statement, so two requests with it cannot both succeed. */
export async function consumeOneTimeToken(db: Database, token: string) {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(usable(token))
    .returning({ userId: oneTimeTokens.userId, purpose: oneTimeTokens.purpose });
  return row;
}

/** Voids every link of the user once a password has been chosen. */
export async function deleteTokensOfUser(db: Database, userId: number) {
  await db.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));
}

/** Removes used and expired tokens; run with the other housekeeping. */
export async function deleteSpentTokens(db: Database) {
  await db
    .delete(oneTimeTokens)
    .where(or(lt(oneTimeTokens.expiresAt, new Date()), isNotNull(oneTimeTokens.usedAt)));
}

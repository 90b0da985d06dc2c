import { PASSKEY_CEREMONY_MINUTES } from '@praktijkportaal/contract/passkeys';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { passkeyChallenges } from '../../db/schema/passkeys';
import { ownOrigin } from '../../plugins/security';

/*
 * The passkey ceremonies' challenges (decision 073): kept in the database, never in a process,
 * so any instance can finish a ceremony another one began; each is taken once and lives
 * PASSKEY_CEREMONY_MINUTES.
 */

export type CeremonyPurpose = (typeof passkeyChallenges.$inferSelect)['purpose'];

/** Who the passkeys belong to: the portal's own origin and its host name as WebAuthn's RP id. */
export type RelyingParty = { id: string; origin: string; name: string };

/** PUBLIC_URL's origin, else the request's own: as the same-origin check decides it. */
export function relyingPartyOf(request: FastifyRequest, config: AppConfig): RelyingParty {
  const origin = ownOrigin(request, config);
  return { id: new URL(origin).hostname, origin, name: 'Praktijkportaal' };
}

export const PASSKEY_CEREMONY_MS = PASSKEY_CEREMONY_MINUTES * 60_000;

/**
 * Stores a challenge handed out. A session has one ceremony of each kind at a time: a new one
 * replaces the earlier, so a session cannot pile them up.
 */
export async function storeChallenge(
  db: Database,
  ceremony: {
    challenge: string;
    purpose: CeremonyPurpose;
    sessionId: string | null;
    userHandle?: string;
  },
) {
  await db.transaction(async (tx) => {
    if (ceremony.sessionId) {
      await tx
        .delete(passkeyChallenges)
        .where(
          and(
            eq(passkeyChallenges.sessionId, ceremony.sessionId),
            eq(passkeyChallenges.purpose, ceremony.purpose),
          ),
        );
    }
    await tx
      .insert(passkeyChallenges)
      .values({ ...ceremony, expiresAt: new Date(Date.now() + PASSKEY_CEREMONY_MS) });
  });
}

/** The challenge the browser signed, read from its clientDataJSON; null when it is unreadable. */
function challengeOf(clientDataJSON: string): string | null {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length > 0 ? challenge : null;
  } catch {
    return null;
  }
}

/**
 * Takes (deletes) the unexpired challenge that the browser's answer signed, if it was handed out
 * for this purpose and session (null for a login); null otherwise. One statement, so two
 * answers to one challenge cannot both use it.
 */
export async function takeChallenge(
  db: Database,
  clientDataJSON: string,
  purpose: CeremonyPurpose,
  sessionId: string | null,
) {
  const challenge = challengeOf(clientDataJSON);
  if (!challenge) return null;
  const [taken] = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.purpose, purpose),
        sessionId === null
          ? isNull(passkeyChallenges.sessionId)
          : eq(passkeyChallenges.sessionId, sessionId),
        gt(passkeyChallenges.expiresAt, new Date()),
      ),
    )
    .returning();
  return taken ?? null;
}

/** Removes challenges past their expiry; run with the other clean-ups (server.ts). */
export async function deleteExpiredPasskeyChallenges(db: Database) {
  await db.delete(passkeyChallenges).where(lte(passkeyChallenges.expiresAt, new Date()));
}

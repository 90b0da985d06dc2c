import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import {
  PASSKEY_MESSAGES,
  type TPasskey,
  type TPasskeyAuthenticationResponse,
  type TPasskeyRegistrationResponse,
} from '@praktijkportaal/contract/passkeys';
import {
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passkeys } from '../../db/schema/passkeys';
import { sessions } from '../../db/schema/sessions';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { markSessionReauthenticated, publicUserColumns } from '../../plugins/session-store';
import { type AuditActor, recordAudit } from '../audit/index';
import { type ChangeMade, tellOwnerOfChange } from '../auth/index';
import {
  type CeremonyPurpose,
  PASSKEY_CEREMONY_MS,
  type RelyingParty,
  storeChallenge,
  takeChallenge,
} from './passkey-ceremonies';

/*
 * Passkeys (decision 072): every ceremony asks for user verification, so a
 * passkey always counts as both factors. A user's passkeys are always selected by user id as
 * well: another user's passkey is as unknown (404) as one that never was.
 */

const toPasskeyResponse = (row: typeof passkeys.$inferSelect): TPasskey => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  backed_up: row.backedUp,
});

const notFound = () => new AppError(ERROR_CODES.notFound, 404, PASSKEY_MESSAGES.notFound);

export async function listPasskeys(db: Database, userId: number): Promise<TPasskey[]> {
  const rows = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return rows.map(toPasskeyResponse);
}

/** An Admin's view of a user's passkeys; 404 for a user who is not there. */
export async function listPasskeysOfUser(db: Database, userId: number): Promise<TPasskey[]> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.erasedAt)))
    .limit(1);
  if (!user) throw new AppError(ERROR_CODES.notFound, 404, MESSAGES.notFound);
  return listPasskeys(db, userId);
}

/** The creation options for a new passkey of this user, its challenge tied to the session. */
export async function startPasskeyRegistration(
  db: Database,
  rp: RelyingParty,
  user: { id: number; email: string; name: string },
  sessionId: string,
) {
  const existing = await db
    .select({
      credentialId: passkeys.credentialId,
      transports: passkeys.transports,
      userHandle: passkeys.userHandle,
    })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id));
  // One handle per user, so an authenticator keeps one passkey per person; random, not the id.
  const userHandle = existing[0]?.userHandle;
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name,
    userID: userHandle ? Buffer.from(userHandle, 'base64url') : undefined,
    timeout: PASSKEY_CEREMONY_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((one) => ({
      id: one.credentialId,
      transports: one.transports as AuthenticatorTransport[],
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await storeChallenge(db, {
    challenge: options.challenge,
    purpose: 'registration',
    sessionId,
    userHandle: options.user.id,
  });
  return options;
}

/**
 * Checks the browser's answer to this session's registration challenge and stores the passkey
 * with a first name (the person may rename it at once), recorded in the same transaction. The
 * session that made it counts as proven with it, as the enrolment of an app does.
 */
export async function finishPasskeyRegistration(
  db: Database,
  rp: RelyingParty,
  { userId, sessionId, made }: { userId: number; sessionId: string; made: ChangeMade },
  response: TPasskeyRegistrationResponse,
  name: string,
): Promise<TPasskey> {
  const failed = () =>
    new AppError(ERROR_CODES.validationFailed, 422, PASSKEY_MESSAGES.registrationFailed);
  const ceremony = await takeChallenge(
    db,
    response.response.clientDataJSON,
    'registration',
    sessionId,
  );
  if (!ceremony?.userHandle) throw failed();
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: ceremony.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw failed();
  const { credential, credentialBackedUp } = verification.registrationInfo;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(passkeys)
        .values({
          userId,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: credential.transports ?? [],
          userHandle: ceremony.userHandle ?? '',
          backedUp: credentialBackedUp,
          name,
        })
        .returning();
      if (!row) throw new Error('passkey not stored');
      await recordAudit(tx, made.actor, {
        entityType: 'user',
        entityId: userId,
        action: 'passkey_added',
        changes: { name: { new: name } },
      });
      await markSessionReauthenticated(tx, sessionId, 'passkey');
      await tellOwnerOfChange(tx, { userId, change: 'passkey_added', passkeyName: name }, made);
      return toPasskeyResponse(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(ERROR_CODES.conflict, 409, PASSKEY_MESSAGES.alreadyAdded);
    }
    throw error;
  }
}

export async function renamePasskey(
  db: Database,
  userId: number,
  passkeyId: number,
  name: string,
  actor: AuditActor,
): Promise<TPasskey> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: passkeys.name })
      .from(passkeys)
      .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId)))
      .for('update');
    if (!before) throw notFound();
    const [row] = await tx
      .update(passkeys)
      .set({ name })
      .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId)))
      .returning();
    if (!row) throw notFound();
    if (before.name !== name) {
      await recordAudit(tx, actor, {
        entityType: 'user',
        entityId: userId,
        action: 'passkey_renamed',
        changes: { name: { old: before.name, new: name } },
      });
    }
    return toPasskeyResponse(row);
  });
}

/**
 * A passkey that is removed takes the sessions it logged in with along, but the one making the
 * change (it proved itself a moment ago): whoever added it is logged out as well.
 */
async function endSessionsOfPasskey(tx: Database, passkeyId: number, keepSessionId?: string) {
  await tx
    .delete(sessions)
    .where(
      and(
        eq(sessions.loginPasskeyId, passkeyId),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
}

/**
 * Removes a passkey of this user, by the owner (keeping the session that asked) or by an Admin;
 * the sessions it logged in with end, the Logboek records it and the owner is mailed.
 */
export async function removePasskey(
  db: Database,
  userId: number,
  passkeyId: number,
  { made, keepSessionId }: { made: ChangeMade; keepSessionId?: string },
) {
  const byAdmin = made.actor.id !== userId;
  await db.transaction(async (tx) => {
    await endSessionsOfPasskey(tx, passkeyId, keepSessionId);
    const [removed] = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId)))
      .returning({ name: passkeys.name });
    if (!removed) throw notFound();
    await recordAudit(tx, made.actor, {
      entityType: 'user',
      entityId: userId,
      action: 'passkey_removed',
      changes: { name: { old: removed.name } },
    });
    await tellOwnerOfChange(
      tx,
      {
        userId,
        change: byAdmin ? 'passkey_removed_by_admin' : 'passkey_removed',
        passkeyName: removed.name,
      },
      made,
    );
  });
}

/**
 * The request options of a login (no session, any passkey the browser holds for this portal)
 * or of a proof in a session (only the user's own passkeys).
 */
export async function startPasskeyAssertion(
  db: Database,
  rp: RelyingParty,
  ceremony: { purpose: Extract<CeremonyPurpose, 'login' | 'proof'>; sessionId: string | null },
  ownerId?: number,
) {
  const allowCredentials =
    ownerId === undefined
      ? []
      : (
          await db
            .select({ id: passkeys.credentialId, transports: passkeys.transports })
            .from(passkeys)
            .where(eq(passkeys.userId, ownerId))
        ).map((one) => ({
          id: one.id,
          transports: one.transports as AuthenticatorTransport[],
        }));
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials,
    userVerification: 'required',
    timeout: PASSKEY_CEREMONY_MS,
  });
  await storeChallenge(db, { challenge: options.challenge, ...ceremony });
  return { options, hasPasskeys: allowCredentials.length > 0 };
}

/** The passkey with this credential id and its active user (never a deleted one). */
async function findActivePasskey(db: Database, credentialId: string) {
  const [row] = await db
    .select({ passkey: passkeys, user: publicUserColumns })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(and(eq(passkeys.credentialId, credentialId), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * Checks a passkey's signature over a challenge of this purpose and session (and, for a proof,
 * that it is the owner's); moves its counter and last use on. Returns the passkey and its user,
 * or null for anything wrong: an unknown passkey, another user's, a deleted user's, a challenge
 * that is unknown, used or expired, a wrong origin or RP id, a bad signature, no user
 * verification, a counter that went back. The caller answers them all alike.
 */
export async function verifyPasskeyAssertion(
  db: Database,
  rp: RelyingParty,
  response: TPasskeyAuthenticationResponse,
  ceremony: { purpose: 'login' | 'proof'; sessionId: string | null; ownerId?: number },
) {
  const ceremonyRow = await takeChallenge(
    db,
    response.response.clientDataJSON,
    ceremony.purpose,
    ceremony.sessionId,
  );
  if (!ceremonyRow) return { found: null, verified: false } as const;
  const found = await findActivePasskey(db, response.id);
  if (!found || (ceremony.ownerId !== undefined && found.user.id !== ceremony.ownerId)) {
    return { found: null, verified: false } as const;
  }
  const { passkey } = found;
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: ceremonyRow.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
    credential: {
      id: passkey.credentialId,
      publicKey: Buffer.from(passkey.publicKey, 'base64url'),
      counter: passkey.counter,
      transports: passkey.transports as AuthenticatorTransport[],
    },
  }).catch(() => null);
  if (!verification?.verified) return { found, verified: false } as const;
  const { newCounter, credentialBackedUp } = verification.authenticationInfo;
  await db
    .update(passkeys)
    .set({ counter: newCounter, backedUp: credentialBackedUp, lastUsedAt: sql`now()` })
    .where(eq(passkeys.id, passkey.id));
  return { found, verified: true } as const;
}

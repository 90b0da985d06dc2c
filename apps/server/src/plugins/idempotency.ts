import { createHash } from 'node:crypto';
import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAY_HEADER,
} from '@praktijkportaal/contract/idempotency';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema/idempotency-keys';
import { AppError } from '../lib/app-error';

/** How long a key answers the same again (decision 025). */
export const IDEMPOTENCY_KEY_TTL = sql`interval '24 hours'`;
/**
 * A request still marked running after this long died with its instance: a retry with the same
 * body may run it again rather than meet 409 for a day.
 */
const ABANDONED_AFTER = sql`interval '2 minutes'`;

/** Printable ASCII without spaces, as the IETF draft's examples and the common APIs use. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * This POST creates something and honours `Idempotency-Key`: `body` claims the key with
     * the parsed JSON body before the handler; `handler` leaves the claim to the handler
     * (a multipart upload, whose body is read there), which calls `claimIdempotencyKey`.
     */
    idempotent?: 'body' | 'handler';
  }
  interface FastifyRequest {
    idempotencyClaim: { userId: number; key: string } | null;
  }
}

type ClaimResult = { replayed: boolean };

function readKey(request: FastifyRequest): string | null {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
    throw new AppError(ERROR_CODES.badRequest, 400, MESSAGES.idempotencyKeyInvalid);
  }
  return header;
}

/** The same route, parameters and (parsed) body give the same fingerprint. */
export function requestFingerprint(request: FastifyRequest, body: unknown = request.body) {
  return createHash('sha256')
    .update(
      JSON.stringify([request.method, request.routeOptions.url, request.params ?? null, body]),
    )
    .digest('hex');
}

/**
 * Claims the request's `Idempotency-Key` (if it sent one) for this fingerprint. A key seen
 * before with the same request answers the stored answer (and `replayed` is true: the caller
 * must stop); with another request 422; while the first still runs 409. Kept in the database,
 * so every instance sees the same keys (decision 021).
 */
export async function claimIdempotencyKey(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  fingerprint: string,
): Promise<ClaimResult> {
  const key = readKey(request);
  const user = request.user;
  if (key === null || !user) return { replayed: false };

  const t = idempotencyKeys;
  const claimed = await db
    .insert(t)
    .values({ userId: user.id, key, fingerprint })
    .onConflictDoUpdate({
      target: [t.userId, t.key],
      set: { fingerprint, statusCode: null, responseBody: null, createdAt: sql`now()` },
      // An expired key is free again; an abandoned run of the same request may be taken over.
      setWhere: sql`${t.createdAt} < now() - ${IDEMPOTENCY_KEY_TTL}
        or (${t.statusCode} is null and ${t.fingerprint} = ${fingerprint}
            and ${t.createdAt} < now() - ${ABANDONED_AFTER})`,
    })
    .returning({ key: t.key });
  if (claimed.length > 0) {
    request.idempotencyClaim = { userId: user.id, key };
    return { replayed: false };
  }

  const [first] = await db
    .select()
    .from(t)
    .where(and(eq(t.userId, user.id), eq(t.key, key)));
  // Swept between the two statements: only possible for a key a day old; run it as new.
  if (!first) return claimIdempotencyKey(db, request, reply, fingerprint);
  if (first.fingerprint !== fingerprint) {
    throw new AppError(ERROR_CODES.idempotencyKeyReused, 422, MESSAGES.idempotencyKeyReused);
  }
  if (first.statusCode === null || first.responseBody === null) {
    throw new AppError(
      ERROR_CODES.idempotencyKeyInProgress,
      409,
      MESSAGES.idempotencyKeyInProgress,
    );
  }
  await reply
    .status(first.statusCode)
    .header(IDEMPOTENT_REPLAY_HEADER, 'true')
    .type('application/json; charset=utf-8')
    .send(first.responseBody);
  return { replayed: true };
}

/**
 * Registers the hooks: `idempotent: 'body'` routes claim their key before the handler, and
 * every claimed key keeps its answer once sent. A server failure (5xx) frees the key, so that a
 * retry runs again rather than repeating the failure for a day.
 */
export function registerIdempotency(app: FastifyInstance, db: Database) {
  app.decorateRequest('idempotencyClaim', null);

  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.config.idempotent !== 'body') return;
    await claimIdempotencyKey(db, request, reply, requestFingerprint(request));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    const where = and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      await db.delete(idempotencyKeys).where(where);
    } else {
      await db
        .update(idempotencyKeys)
        .set({ statusCode: reply.statusCode, responseBody: payload })
        .where(where);
    }
    return payload;
  });
}

/** Removes keys past their 24 hours; they count as unused anyway (any instance may run it). */
export async function deleteExpiredIdempotencyKeys(db: Database) {
  const removed = await db
    .delete(idempotencyKeys)
    .where(sql`${idempotencyKeys.createdAt} < now() - ${IDEMPOTENCY_KEY_TTL}`)
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}

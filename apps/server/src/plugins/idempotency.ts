import { createHash } from 'node:crypto';
import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAY_HEADER,
} from '@praktijkportaal/contract/idempotency';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema/idempotency-keys';
import { AppError } from '../lib/app-error';
import { backgroundFailure } from '../lib/db-errors';

/** How long a key answers the same again (decision 025). */
export const IDEMPOTENCY_KEY_TTL = sql`interval '24 hours'`;
/**
 * A key still marked running after this long belongs to a run that ended without committing (a
 * committed run stored its answer in its own transaction) or that still runs and will find the
 * key taken when it comes to store its answer: a retry with the same body may run it again
 * rather than meet 409 for a day (decision 057).
 */
const ABANDONED_AFTER = sql`interval '2 minutes'`;

/** Printable ASCII without spaces, as the IETF draft's examples and the common APIs use. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

const JSON_TYPE = 'application/json; charset=utf-8';

type IdempotencyClaim = { userId: number; key: string; fingerprint: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * This POST creates something and honours `Idempotency-Key`: `body` claims the key with
     * the parsed JSON body before the handler; `handler` leaves the claim to the handler
     * (a multipart upload, whose body is read there), which calls `claimIdempotencyKey`.
     * Either way the handler answers through `answerCreated`.
     */
    idempotent?: 'body' | 'handler';
  }
  interface FastifyRequest {
    idempotencyClaim: IdempotencyClaim | null;
  }
}

/**
 * What a creating service calls inside its transaction once the change is made: builds the
 * answer and stores it under the request's key in that same transaction.
 */
export type KeepAnswer<T> = (tx: Database, created: T) => Promise<void>;

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

function keyOf(claim: Pick<IdempotencyClaim, 'userId' | 'key'>) {
  return and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));
}

/**
 * Answers a request whose key is held by another run: another request → 422, still running →
 * 409, finished → the stored answer again (`Idempotent-Replayed: true`).
 */
async function answerFromKey(
  db: Database,
  reply: FastifyReply,
  claim: IdempotencyClaim,
): Promise<'replayed' | 'gone'> {
  const [first] = await db.select().from(idempotencyKeys).where(keyOf(claim));
  if (!first) return 'gone';
  if (first.fingerprint !== claim.fingerprint) {
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
    .type(JSON_TYPE)
    .send(first.responseBody);
  return 'replayed';
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
  const claim = { userId: user.id, key, fingerprint };

  const t = idempotencyKeys;
  const claimed = await db
    .insert(t)
    .values(claim)
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
    request.idempotencyClaim = claim;
    return { replayed: false };
  }
  // Swept between the two statements: only possible for a key a day old; run it as new.
  if ((await answerFromKey(db, reply, claim)) === 'gone')
    return claimIdempotencyKey(db, request, reply, fingerprint);
  return { replayed: true };
}

/**
 * Stores the answer under the claimed key, unless the key already holds an answer or now
 * belongs to another request; false then. An upsert: a key freed meanwhile (by a failed run
 * that had taken it over) is this run's again.
 */
async function storeAnswer(
  db: Database,
  claim: IdempotencyClaim,
  statusCode: number,
  responseBody: string,
) {
  const t = idempotencyKeys;
  const stored = await db
    .insert(t)
    .values({ ...claim, statusCode, responseBody })
    .onConflictDoUpdate({
      target: [t.userId, t.key],
      set: { statusCode, responseBody },
      setWhere: sql`${t.statusCode} is null and ${t.fingerprint} = ${claim.fingerprint}`,
    })
    .returning({ key: t.key });
  return stored.length > 0;
}

/** Another run of the same request stored its answer first: this run's change must not stand. */
class KeyAnsweredElsewhere extends Error {
  constructor(readonly claim: IdempotencyClaim) {
    super('the idempotency key was answered by another run');
  }
}

/**
 * How every creating POST answers (decision 057): `create` runs the service, which calls `keep`
 * inside its transaction once the change is made; `keep` builds the 201 answer there, serialises
 * it as the route's schema says and, when the request claimed an `Idempotency-Key`, stores that
 * text under the key in the same transaction. So a committed change always has its answer: a
 * retry after a lost answer (a database that went away at COMMIT) gets it and never runs the
 * change again, and a change that did not commit leaves the key to the retry. The answer sent is
 * the stored text, byte for byte.
 */
export async function answerCreated<T>(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  create: (keep: KeepAnswer<T>) => Promise<unknown>,
  build: (tx: Database, created: T) => unknown,
) {
  let payload: string | undefined;
  const keep: KeepAnswer<T> = async (tx, created) => {
    reply.code(201);
    payload = reply.serialize(await build(tx, created)) as string;
    const claim = request.idempotencyClaim;
    if (claim && !(await storeAnswer(tx, claim, 201, payload)))
      throw new KeyAnsweredElsewhere(claim);
  };
  try {
    await create(keep);
  } catch (error) {
    if (!(error instanceof KeyAnsweredElsewhere)) throw error;
    // This run's change was rolled back; the other run's answer is this request's answer too.
    request.idempotencyClaim = null;
    if ((await answerFromKey(db, reply, error.claim)) === 'gone') throw error;
    return reply;
  }
  if (payload === undefined) throw new Error('the creating service did not keep its answer');
  return reply.type(JSON_TYPE).send(payload);
}

/**
 * Registers the hooks: `idempotent: 'body'` routes claim their key before the handler. A
 * success stored its answer with its change (`answerCreated`); a refusal (4xx) is stored when
 * sent, so the same request gets the same refusal; a server failure (5xx) frees a key that holds
 * no answer, so that a retry runs again rather than repeating the failure for a day.
 */
export function registerIdempotency(app: FastifyInstance, db: Database) {
  app.decorateRequest('idempotencyClaim', null);

  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.config.idempotent !== 'body') return;
    await claimIdempotencyKey(db, request, reply, requestFingerprint(request));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim || reply.statusCode < 400) return payload;
    request.idempotencyClaim = null;
    try {
      if (reply.statusCode < 500 && typeof payload === 'string') {
        await storeAnswer(db, claim, reply.statusCode, payload);
      } else {
        await db
          .delete(idempotencyKeys)
          .where(and(keyOf(claim), isNull(idempotencyKeys.statusCode)));
      }
    } catch (error) {
      // Often the very outage the 5xx reports. The key stays marked running and is free again
      // after ABANDONED_AFTER; this failure must not become an answer of its own.
      request.log.warn(backgroundFailure(error), 'could not settle an idempotency key');
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

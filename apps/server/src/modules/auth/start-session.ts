import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { setSessionCookie } from '../../plugins/session';
import { createSession, deleteSession, type Proof } from '../../plugins/session-store';
import { auditActor, recordAudit } from '../audit/index';

/** How a login finished; a passkey's name goes into the Logboek. */
export type LoginProof =
  | Exclude<Proof, { kind: 'passkey' }>
  | { kind: 'passkey'; passkeyId: number; passkeyName: string };

/**
 * Starts the session of a finished login (password, and the second factor when it is on; or a
 * passkey, which is both: decision 072), and records the login in the same transaction.
 */
export async function startSession(
  db: Database,
  config: AppConfig,
  request: FastifyRequest,
  reply: FastifyReply,
  user: { id: number; email: string },
  proof: LoginProof,
) {
  const client = { userAgent: request.headers['user-agent'], ip: request.ip };
  const token = await db.transaction(async (tx) => {
    // A new token at every login: a session id planted before login is worth nothing after.
    if (request.sessionId) await deleteSession(tx, request.sessionId);
    const created = await createSession(tx, user.id, config.session, client, proof);
    await recordAudit(
      tx,
      { ...auditActor(request), id: user.id, email: user.email },
      proof.kind === 'passkey'
        ? {
            entityType: 'user',
            entityId: user.id,
            action: 'passkey_login',
            changes: { passkey: { new: proof.passkeyName } },
          }
        : { entityType: 'user', entityId: user.id, action: 'login_success' },
    );
    return created;
  });
  setSessionCookie(reply, config, token);
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { setSessionCookie } from '../../plugins/session';
import { createSession, deleteSession } from '../../plugins/session-store';
import { auditActor, recordAudit } from '../audit/index';

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
  { withPasskey }: { withPasskey?: { id: number; name: string } } = {},
) {
  const client = { userAgent: request.headers['user-agent'], ip: request.ip };
  const token = await db.transaction(async (tx) => {
    // A new token at every login: a session id planted before login is worth nothing after.
    if (request.sessionId) await deleteSession(tx, request.sessionId);
    const created = await createSession(tx, user.id, config.session, client, {
      passkeyProven: withPasskey !== undefined,
    });
    await recordAudit(
      tx,
      { ...auditActor(request), id: user.id, email: user.email },
      withPasskey
        ? {
            entityType: 'user',
            entityId: user.id,
            action: 'passkey_login',
            changes: { passkey: { new: withPasskey.name } },
          }
        : { entityType: 'user', entityId: user.id, action: 'login_success' },
    );
    return created;
  });
  setSessionCookie(reply, config, token);
}

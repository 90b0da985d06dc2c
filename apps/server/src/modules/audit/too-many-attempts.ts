import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { auditActor } from './record-audit';
import { recordCountedAudit } from './record-counted';

/**
 * A 429 of the attempt limits (logins, second-factor codes, current-password checks, reset
 * requests) is counted where the answer is sent, whichever route refused: one record per
 * address, route and minute (decision 058). The caller is named when signed in. A failure to
 * write it is logged and leaves the 429 as it is.
 */
export async function recordTooManyAttempts(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (reply.statusCode !== 429) return;
  const route = `${request.method} ${request.routeOptions.url}`;
  const actor = auditActor(request);
  try {
    await recordCountedAudit(
      db,
      actor,
      {
        entityType: 'user',
        entityId: actor.id,
        action: 'too_many_attempts',
        changes: { route: { new: route } },
      },
      `${actor.ip}|${route}|${actor.id ?? ''}`,
      request.server.clock,
    );
  } catch (error) {
    request.log.error({ err: error }, 'throttled attempt not recorded');
  }
}

import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { auditActor } from './record-audit';
import { recordCountedAudit } from './record-counted';

/**
 * A signed-in user refused a route (403: wrong role, or held at the password change or the
 * second-factor enrolment) is a security event of its own (ASVS 5.0 V16.3.2): counted with the
 * route and the reason, one record per user, route, reason and minute (decision 058), so a
 * scanner's thousands are a few rows. Anonymous callers (401) are not: that would log every
 * expired tab.
 */
export async function recordAccessDenied(db: Database, request: FastifyRequest, error: unknown) {
  if (!(error instanceof AppError) || error.statusCode !== 403 || !request.user) return;
  const route = `${request.method} ${request.routeOptions.url}`;
  await recordCountedAudit(
    db,
    auditActor(request),
    {
      entityType: 'user',
      entityId: request.user.id,
      action: 'access_denied',
      changes: { route: { new: route }, reason: { new: error.code } },
    },
    `${request.user.id}|${route}|${error.code}`,
    request.server.clock,
  );
}

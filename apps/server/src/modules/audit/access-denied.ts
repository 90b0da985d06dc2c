import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { auditActor, recordAudit } from './record-audit';

/**
 * A signed-in user refused a route (403: wrong role, or held at the password change or the
 * second-factor enrolment) is a security event of its own (ASVS 5.0 V16.3.2): recorded with the
 * route and the reason. Anonymous callers (401) are not: that would log every expired tab.
 */
export async function recordAccessDenied(db: Database, request: FastifyRequest, error: unknown) {
  if (!(error instanceof AppError) || error.statusCode !== 403 || !request.user) return;
  await recordAudit(db, auditActor(request), {
    entityType: 'user',
    entityId: request.user.id,
    action: 'access_denied',
    changes: {
      route: { new: `${request.method} ${request.routeOptions.url}` },
      reason: { new: error.code },
    },
  });
}

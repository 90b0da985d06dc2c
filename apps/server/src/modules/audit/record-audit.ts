import type { AuditAction, AuditEntityType } from '@praktijkportaal/contract/audit';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { auditEvents } from '../../db/schema/audit-events';

/** Who did it: the signed-in user, or nobody (a failed login, a reset request). */
export type AuditActor = { id: number | null; email: string | null; ip: string | null };

export type AuditChanges = Record<string, { old?: unknown; new?: unknown }>;

export type AuditEvent = {
  entityType: AuditEntityType;
  entityId: number | null;
  action: AuditAction;
  changes?: AuditChanges;
};

/**
 * Fields whose values never go into the log, only their name ("password changed"): passwords,
 * hashes, tokens, keys and second-factor secrets.
 */
const SECRET_FIELDS = /password|hash|token|secret|code|key$/i;

/** The actor of a request: the signed-in user if any, and the client's IP. */
export function auditActor(request: FastifyRequest): AuditActor {
  return { id: request.user?.id ?? null, email: request.user?.email ?? null, ip: request.ip };
}

/** Old and new values of the fields that changed; secrets by name only. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): AuditChanges {
  const changes: AuditChanges = {};
  for (const [field, next] of Object.entries(after)) {
    if (next === undefined) continue;
    const previous = before[field];
    if (SECRET_FIELDS.test(field)) {
      if (next !== null && next !== '') changes[field] = {};
      continue;
    }
    if (JSON.stringify(previous) !== JSON.stringify(next)) {
      changes[field] = { old: previous ?? null, new: next };
    }
  }
  return changes;
}

/** The new values of a created entity, secrets left out. */
export function createdFields(values: Record<string, unknown>): AuditChanges {
  const changes: AuditChanges = {};
  for (const [field, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    changes[field] = SECRET_FIELDS.test(field) ? {} : { new: value };
  }
  return changes;
}

/**
 * Writes one audit record. Call it with the transaction of the change itself: when the change
 * rolls back, so does its record, and no change commits without one.
 */
export async function recordAudit(tx: Database, actor: AuditActor, event: AuditEvent) {
  const changes = event.changes && Object.keys(event.changes).length > 0 ? event.changes : null;
  await tx.insert(auditEvents).values({
    actorId: actor.id,
    actorEmail: actor.email,
    ip: actor.ip,
    entityType: event.entityType,
    entityId: event.entityId,
    action: event.action,
    changes,
  });
}

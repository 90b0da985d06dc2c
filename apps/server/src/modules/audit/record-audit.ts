import type { AuditAction, AuditEntityType, TAuditChange } from '@praktijkportaal/contract/audit';
import { countWords } from '@praktijkportaal/contract/reports';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { auditEvents } from '../../db/schema/audit-events';

/** Who did it: the signed-in user, or nobody (a failed login, a reset request). */
export type AuditActor = { id: number | null; email: string | null; ip: string | null };

export type AuditChanges = Record<string, TAuditChange>;

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
 * Long free texts (a report's five blocks): the log keeps which of them
 * changed and their word counts, never the text, which it would otherwise keep for
 * AUDIT_RETENTION_DAYS, also after the report itself is deleted. Migration 0021 turned the
 * texts of older records into the same counts.
 */
export function changedTexts(
  before: Record<string, string>,
  after: Record<string, string>,
): AuditChanges {
  const changes: AuditChanges = {};
  for (const [field, next] of Object.entries(after)) {
    const previous = before[field] ?? '';
    if (previous !== next) {
      changes[field] = { words: { old: countWords(previous), new: countWords(next) } };
    }
  }
  return changes;
}

/** The word counts of a created entity's free texts; empty ones left out. */
export function createdTexts(values: Record<string, string>): AuditChanges {
  const changes: AuditChanges = {};
  for (const [field, value] of Object.entries(values)) {
    if (value !== '') changes[field] = { words: { new: countWords(value) } };
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

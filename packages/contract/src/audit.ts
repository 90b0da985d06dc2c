import { z } from 'zod';
import './zod-locale';

import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from './audit-kinds';
import { listPageFields } from './lists';

export * from './audit-kinds';

export const AUDIT_MESSAGES = {
  date: 'Geef een datum als JJJJ-MM-DD, vanaf 2000.',
  entity: 'Onbekend soort onderdeel.',
  period: 'De begindatum ligt na de einddatum.',
} as const;

/** A day `JJJJ-MM-DD`; the portal keeps no records from before 2000. */
const isoDate = z.iso
  .date({ message: AUDIT_MESSAGES.date })
  .refine((day) => day >= '2000-01-01', { message: AUDIT_MESSAGES.date });

/**
 * `GET /api/audit-events?user_id=3&entity=user&from=2026-11-01&to=2026-11-26&limit=50&offset=0`:
 * newest first; `from` and `to` are whole days (Europe/Amsterdam), both included.
 */
export const ZAuditEventQuery = z
  .object({
    user_id: z
      .string()
      .regex(/^\d{1,9}$/, { message: 'Onbekende gebruiker.' })
      .transform(Number)
      .optional(),
    entity: z.enum(AUDIT_ENTITY_TYPES, { message: AUDIT_MESSAGES.entity }).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    ...listPageFields,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: AUDIT_MESSAGES.period,
    path: ['to'],
  });
export type TAuditEventQuery = z.infer<typeof ZAuditEventQuery>;

/**
 * One field of a record: its old and new value (a secret field by name only, `{}`), or for a
 * report's text block only its word counts: the Logboek never keeps the text.
 */
export const ZAuditChange = z
  .object({
    old: z.unknown().optional(),
    new: z.unknown().optional(),
    words: z
      .object({ old: z.number().int().min(0).optional(), new: z.number().int().min(0).optional() })
      .optional(),
  })
  .meta({ id: 'AuditChange' });
export type TAuditChange = z.infer<typeof ZAuditChange>;

export const ZAuditEvent = z
  .object({
    id: z.number().int(),
    occurred_at: z.string(),
    actor_id: z.number().int().nullable(),
    actor_email: z.string().nullable(),
    ip: z.string().nullable(),
    entity_type: z.enum(AUDIT_ENTITY_TYPES),
    entity_id: z.number().int().nullable(),
    /** The object's name now, else the name its record kept; null when neither is known. */
    entity_name: z.string().nullable(),
    /** The practice the record names (its `practice_id`), by name. */
    practice_name: z.string().nullable(),
    action: z.enum(AUDIT_ACTIONS),
    changes: z.record(z.string(), ZAuditChange).nullable(),
    /**
     * How many events this record counts: 1, or more for refusals counted per minute (403s per
     * user and route, 429s per address and route; decision 058).
     */
    repeat_count: z.number().int().min(1),
  })
  .meta({ id: 'AuditEvent' });
export type TAuditEvent = z.infer<typeof ZAuditEvent>;

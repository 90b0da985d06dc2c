import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditEvents } from '../../db/schema/audit-events';

/** Replaces each of `personal` (case-insensitively) by `anonymous` in every string of `value`. */
function scrub(value: unknown, personal: RegExp, anonymous: string): unknown {
  if (typeof value === 'string') return value.replace(personal, anonymous);
  if (Array.isArray(value)) return value.map((item) => scrub(item, personal, anonymous));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, scrub(item, personal, anonymous)]),
    );
  }
  return value;
}

/** Records whose entity id is a user's id: the user, and their practice links. */
const ABOUT_A_USER = ['user', 'practice_link'];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const replacing = (texts: string[]) =>
  new RegExp(
    [...texts]
      .sort((a, b) => b.length - a.length) // a name inside an address goes with the address
      .map(escapeRegExp)
      .join('|'),
    'gi',
  );

/**
 * Erasure in the Logboek (decision 076): the records by and about the user stay, with
 * `anonymous` ("Verwijderde gebruiker 123") where they named them. Their own records (by them,
 * or about them or their practice links) lose every name and address the user had, and those
 * by them the IP address; any other record loses their addresses (a failed login or reset
 * request typed one), not a name, which another person may share. Runs in the erasing
 * transaction.
 */
export async function anonymiseAuditEvents(
  tx: Database,
  userId: number,
  personal: { names: string[]; addresses: string[] },
  anonymous: string,
) {
  const addresses = personal.addresses.map((address) => address.toLowerCase());
  const mentions = addresses.map(
    (address) =>
      sql`(strpos(lower(coalesce(${auditEvents.actorEmail}, '')), ${address}) > 0
        or strpos(lower(coalesce(${auditEvents.changes}::text, '')), ${address}) > 0)`,
  );
  const rows = await tx
    .select({
      id: auditEvents.id,
      actorId: auditEvents.actorId,
      entityType: auditEvents.entityType,
      entityId: auditEvents.entityId,
      actorEmail: auditEvents.actorEmail,
      changes: auditEvents.changes,
    })
    .from(auditEvents)
    .where(
      or(
        eq(auditEvents.actorId, userId),
        and(inArray(auditEvents.entityType, ABOUT_A_USER), eq(auditEvents.entityId, userId)),
        ...mentions,
      ),
    );
  const everything = replacing([...personal.names, ...addresses, anonymous]);
  const onlyAddresses = replacing([...addresses, anonymous]);
  for (const row of rows) {
    const byThem = row.actorId === userId;
    const theirs = byThem || (ABOUT_A_USER.includes(row.entityType) && row.entityId === userId);
    const pattern = theirs ? everything : onlyAddresses;
    const anonymise = <T>(value: T) => scrub(value, pattern, anonymous) as T;
    await tx
      .update(auditEvents)
      .set({
        actorEmail: byThem ? anonymous : anonymise(row.actorEmail),
        ...(byThem ? { ip: null } : {}),
        changes: anonymise(row.changes),
      })
      .where(eq(auditEvents.id, row.id));
  }
}

import { DATA_RIGHTS_MESSAGES, erasedUserName } from '@praktijkportaal/contract/data-rights';
import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditEvents } from '../../db/schema/audit-events';
import { emailChanges } from '../../db/schema/email-changes';
import { passwordResetRequests } from '../../db/schema/password-reset-requests';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import { withdrawMailsTo } from '../../mail/mail-queue';
import { type AuditActor, anonymiseAuditEvents, recordAudit } from '../audit/index';
import { USER_REFERENCES } from './user-references';

/** The address an erased user's row keeps: unique, and no one's (RFC 2606 `.invalid`). */
const erasedAddress = (id: number) => `verwijderd-${id}@verwijderd.invalid`;

/** Every name and address the user had: now, asked for, and in the Logboek's changes of them. */
async function personalStrings(tx: Database, user: { id: number; name: string; email: string }) {
  const asked = await tx
    .select({ email: emailChanges.newEmail })
    .from(emailChanges)
    .where(eq(emailChanges.userId, user.id));
  const logged = await tx
    .select({ changes: auditEvents.changes })
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, 'user'), eq(auditEvents.entityId, user.id)));
  const names = new Set([user.name]);
  const addresses = new Set([user.email.toLowerCase()]);
  for (const { email } of asked) addresses.add(email.toLowerCase());
  for (const { changes } of logged) {
    for (const [field, found] of [
      ['name', names],
      ['email', addresses],
    ] as const) {
      for (const value of [changes?.[field]?.old, changes?.[field]?.new]) {
        if (typeof value === 'string' && value.length > 0) found.add(value.toLowerCase());
      }
    }
  }
  return { names: [...names], addresses: [...addresses] };
}

/**
 * "Definitief verwijderen" (decision 076), in the caller's transaction: the
 * user's row keeps only its id, type and dates, named "Verwijderde gebruiker <id>"; every row
 * that refers to them goes (USER_REFERENCES), except reports and files, which stay with the
 * practice; the Logboek keeps its records, anonymised; mail (also from the outbox
 * folders, decision 082), reset requests, attempt counts and replayable answers that hold a
 * name or address go. Only a deleted user is erased.
 * Returns false when the user is not there (any more) or erased already.
 */
export async function eraseUser(tx: Database, id: number, actor: AuditActor): Promise<boolean> {
  const [user] = await tx
    .select({ id: users.id, name: users.name, email: users.email, deletedAt: users.deletedAt })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.erasedAt)))
    .for('update');
  if (!user) return false;
  if (user.deletedAt === null) {
    throw new AppError(ERROR_CODES.conflict, 409, DATA_RIGHTS_MESSAGES.cannotEraseActive);
  }
  const anonymous = erasedUserName(id);
  const personal = await personalStrings(tx, user);

  for (const { table, column, erasure } of USER_REFERENCES) {
    if (erasure === 'delete') {
      await tx.execute(
        sql`delete from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`,
      );
    }
  }
  await tx
    .update(users)
    .set({
      name: anonymous,
      email: erasedAddress(id),
      passwordHash: null,
      passwordChanged: false,
      passwordGenerated: false,
      totpSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
      totpFailures: 0,
      totpLockedUntil: null,
      noticesEnabled: false,
      erasedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(users.id, id));
  await anonymiseAuditEvents(tx, id, personal, anonymous);
  // Queued and sent mail to them goes with this transaction; their outbox files go after it,
  // from each instance's own folder at its mail worker's next round (decision 082).
  await withdrawMailsTo(tx, personal.addresses);
  for (const address of personal.addresses) {
    await tx
      .delete(passwordResetRequests)
      .where(sql`lower(${passwordResetRequests.email}) = ${address}`);
    // Login and reset counts are keyed by the address typed (attempt-limits.ts).
    await tx.execute(sql`delete from attempt_counts where strpos(lower(key), ${address}) > 0`);
  }
  // Other users' replayable answers (decision 025) that showed the user, e.g. the Admin's create.
  for (const text of [...personal.names, ...personal.addresses]) {
    await tx.execute(
      sql`delete from idempotency_keys where strpos(lower(coalesce(response_body, '')), ${JSON.stringify(text).slice(1, -1).toLowerCase()}) > 0`,
    );
  }
  await recordAudit(tx, actor, { entityType: 'user', entityId: id, action: 'erased' });
  return true;
}

/** The Admin's "Definitief verwijderen": 404 for an unknown or erased user, 409 for an active one. */
export async function eraseUserNow(db: Database, id: number, actor: AuditActor) {
  const erased = await db.transaction((tx) => eraseUser(tx, id, actor));
  if (!erased) throw new AppError(ERROR_CODES.notFound, 404, MESSAGES.notFound);
}

/**
 * Erases users deleted more than `retentionDays` ago (DELETED_USER_RETENTION_DAYS), one
 * transaction each. Every instance may run it at once: each takes its user with
 * `for update skip locked`, so no two erase the same one, and an erased user is not found
 * again. Returns how many it erased.
 */
export async function eraseUsersPastRetention(db: Database, retentionDays: number) {
  const system: AuditActor = { id: null, email: null, ip: null };
  let erased = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            isNotNull(users.deletedAt),
            isNull(users.erasedAt),
            lt(users.deletedAt, sql`now() - make_interval(days => ${retentionDays})`),
          ),
        )
        .orderBy(users.deletedAt)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return false;
      return eraseUser(tx, due.id, system);
    });
    if (!done) return erased;
    erased += 1;
  }
}

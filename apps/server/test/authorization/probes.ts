/** Small state probes for the "did it happen / did nothing change" checks of the cells. */
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { dashboards } from '../../src/db/schema/dashboards';
import type { pdfs, reports } from '../../src/db/schema/documents';
import { sessions } from '../../src/db/schema/sessions';
import { t } from './fixtures';
import type { Outcome } from './outcomes';

/** `happened` must be true exactly when the call was allowed. */
export const happenedIff = (outcome: Outcome, happened: boolean) =>
  expect(happened, `the action ${outcome === 'ok' ? 'did not happen' : 'happened anyway'}`).toBe(
    outcome === 'ok',
  );

/** Counts rows before; afterwards, one more exactly when allowed. */
export async function grows(probe: () => Promise<number>) {
  const before = await probe();
  return async (outcome: Outcome) => happenedIff(outcome, (await probe()) === before + 1);
}

export const count = async (
  table: typeof reports | typeof pdfs | typeof dashboards,
  practiceId: number,
) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(table.practiceId, practiceId))
  )[0]?.n ?? 0;

export async function sessionCount(userId: number) {
  const rows = await t.database.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return rows.length;
}

/**
 * The caller's sessions proved the password just now, so a slow matrix run does not turn the
 * step-up's 5 minutes into refusals.
 */
export async function proveOwnerAgain(userId: number) {
  await t.database.db
    .update(sessions)
    .set({ reauthenticatedAt: new Date(), secondFactorProvenAt: new Date() })
    .where(eq(sessions.userId, userId));
}

/** Forgets every recent proof of the user's sessions, so only the case's own can set one. */
export async function forgetProofs(userId: number) {
  await t.database.db
    .update(sessions)
    .set({ reauthenticatedAt: null })
    .where(eq(sessions.userId, userId));
}
/** Whether a session of the user proved itself again (after `forgetProofs`). */
export async function provenAgain(userId: number) {
  const proven = await t.database.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), sql`reauthenticated_at is not null`));
  return proven.length > 0;
}

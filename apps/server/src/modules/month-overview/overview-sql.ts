import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { isActivated, nonReaderIds, practiceMembersOf } from '../../db/practice-members';
import { actionPoints } from '../../db/schema/action-points';
import { practiceUsers } from '../../db/schema/practices';
import { users } from '../../db/schema/users';

const pu = alias(practiceUsers, 'pu');
const u = alias(users, 'u');
/** `action_points` as the overview's statement names it. */
export const a = alias(actionPoints, 'a');

/**
 * The readers of a practice's reports, as the month overview counts them (decision 094): its
 * members who can open the portal. `practice_users` is `pu` and `users` is `u` (joined here);
 * `practiceId` the practice's id column or value.
 */
export function readersOf(practiceId: SQL): SQL {
  return sql`${u.id} = ${pu.userId} and ${practiceMembersOf(practiceId, { link: pu, user: u })}
    and ${isActivated(u)}`;
}

/**
 * The same readers as their links `pu` only, for counting without reading their users' rows:
 * the practice's links whose user is not among the few non-readers (decision 099).
 */
export function readerLinksOf(practiceId: SQL): SQL {
  return sql`${pu.practiceId} = ${practiceId} and ${pu.userId} not in (${nonReaderIds})`;
}

/** Rows of a raw statement; the two drivers shape `execute`'s result differently. */
export async function rowsOf<Row>(db: Database, statement: SQL): Promise<Row[]> {
  const result = (await db.execute(statement)) as unknown;
  return Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? []);
}

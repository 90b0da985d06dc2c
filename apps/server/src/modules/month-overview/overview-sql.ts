import { PRACTICE_MEMBER_TYPES } from '@praktijkportaal/contract/roles';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

const memberTypes = sql.join(
  PRACTICE_MEMBER_TYPES.map((type) => sql`${type}`),
  sql`, `,
);

/**
 * The readers of a practice's reports, as the month overview counts them (decision 094): its
 * Klanten and Managers who can open the portal (not deleted, a password set). `users` is `u`,
 * `practice_users` is `pu`; `practiceId` the practice's id column or value.
 */
export function readersOf(practiceId: SQL): SQL {
  return sql`pu.practice_id = ${practiceId} and u.id = pu.user_id
    and u.type in (${memberTypes}) and u.deleted_at is null and u.password_hash is not null`;
}

/** Rows of a raw statement; the two drivers shape `execute`'s result differently. */
export async function rowsOf<Row>(db: Database, statement: SQL): Promise<Row[]> {
  const result = (await db.execute(statement)) as unknown;
  return Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? []);
}

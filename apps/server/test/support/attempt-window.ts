import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/backup/database-dump';
import type { Database } from '../../src/db/client';

/**
 * Attempt limits count in fixed 60-second windows of the database's clock. A test that needs
 * its attempts in one window starts them with at least 15 s of the window left, waiting for the
 * next window when the current one is nearly over.
 */
export async function awayFromAttemptWindowEdge(db: Database) {
  const [row] = await queryRows<{ seconds: number }>(
    db,
    sql`select extract(second from now())::float8 as seconds`,
  );
  const seconds = Number(row?.seconds ?? 0);
  if (seconds > 45) await sleep((60 - seconds) * 1000 + 100);
}

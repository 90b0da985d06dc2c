import { type SQL, sql } from 'drizzle-orm';

/**
 * Where the attempt limits and the counted Logboek records read the time (decision 065). In
 * production there is none: the statements use the database's `now()`, the one clock every
 * instance shares. Tests give `buildApp` a clock of their own, so a window's edge is set rather
 * than waited for.
 */
export type Clock = () => Date;

/** The time a statement counts with: the clock's, as a parameter, or the database's `now()`. */
export function sqlNow(clock: Clock | undefined): SQL {
  return clock ? sql`${clock().toISOString()}::timestamptz` : sql`now()`;
}

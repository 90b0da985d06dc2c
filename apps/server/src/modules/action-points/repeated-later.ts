import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * Whether a later report of the practice repeats the point: carried over with "Overnemen" or
 * written again. The latest copy is the one that counts (decision 096); the earlier one keeps
 * its status on its own report but leaves the practice's open points and the overview's counts.
 * `point` is `action_points` or an alias of it; read through `action_points_practice_text_idx`.
 */
export function repeatedLater(point: { practiceId: Column; text: Column; reportId: Column }): SQL {
  return sql`exists (select 1 from action_points later
    where later.practice_id = ${point.practiceId} and md5(later.text) = md5(${point.text})
      and later.report_id > ${point.reportId})`;
}

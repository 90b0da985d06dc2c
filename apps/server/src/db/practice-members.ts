import { and, type Column, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { practiceUsers } from './schema/practices';
import { memberTypeList, users } from './schema/users';

/** The columns the rules read, of the tables or of aliases of them. */
type MemberColumns = { type: Column; deletedAt: Column; passwordHash: Column };
type Tables = { link: { practiceId: Column }; user: MemberColumns };

// Written into the statement rather than passed as parameters, so that the planner matches the
// readers' partial index (users_readers_idx) in a generic plan too.
const memberTypes = sql.raw(memberTypeList);

/**
 * The one definition of a practice's members, whom its reports and files are for (decision
 * 049, 095, 096): Klanten and Managers linked to it now and not deleted, over `link` joined to
 * `user` on the user's id; an aliased pair (drizzle's `alias`) serves a raw statement.
 */
export function practiceMembersOf(
  practiceId: number | Column | SQL,
  { link, user }: Tables = { link: practiceUsers, user: users },
): SQL {
  return and(
    eq(link.practiceId, practiceId),
    sql`${user.type} in (${memberTypes})`,
    isNull(user.deletedAt),
  ) as SQL;
}

/** A member who can open the portal: an invitation not yet used has no password. */
export function isActivated(user: MemberColumns = users): SQL {
  return isNotNull(user.passwordHash);
}

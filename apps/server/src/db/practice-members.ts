import { and, type Column, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { practiceUsers } from './schema/practices';
import { memberTypeList, users } from './schema/users';

/** The columns the rules read, of the tables or of aliases of them. */
type MemberColumns = { type: Column; deletedAt: Column; passwordHash: Column };
type Tables = { link: { practiceId: Column }; user: MemberColumns };

// Written into the statement rather than passed as parameters, so that the planner matches the
// non-readers' partial index (users_non_readers_idx) in a generic plan too.
const memberTypes = sql.raw(memberTypeList);

/** A user whom a practice's reports and files are for, when linked: a Klant or Manager, not deleted. */
function isMemberType(user: MemberColumns): SQL {
  return and(sql`${user.type} in (${memberTypes})`, isNull(user.deletedAt)) as SQL;
}

/** A member who can open the portal: an invitation not yet used has no password. */
export function isActivated(user: MemberColumns = users): SQL {
  return isNotNull(user.passwordHash);
}

/**
 * The one definition of a practice's members, whom its reports and files are for (decision
 * 049, 095, 096): Klanten and Managers linked to it now and not deleted, over `link` joined to
 * `user` on the user's id; an aliased pair (drizzle's `alias`) serves a raw statement.
 */
export function practiceMembersOf(
  practiceId: number | Column | SQL,
  { link, user }: Tables = { link: practiceUsers, user: users },
): SQL {
  return and(eq(link.practiceId, practiceId), isMemberType(user)) as SQL;
}

const nonReader = alias(users, 'non_reader');

/**
 * The ids of the users who read no practice's reports (not a Klant or Manager, deleted, or not
 * activated): the complement of the members above who are activated. A practice's readers are
 * its links whose user is not among these few, which the planner reads once per statement from
 * their partial index and hashes, instead of looking up every linked user's row (decision 099).
 */
export const nonReaderIds: SQL = sql`select ${nonReader.id} from ${users} non_reader
  where not (${isMemberType(nonReader)} and ${isActivated(nonReader)})`;

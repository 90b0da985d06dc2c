import type { Department } from '@praktijkportaal/contract/departments';
import type { UserType } from '@praktijkportaal/contract/roles';
import type { TUserPractice, TUserWithPractices } from '@praktijkportaal/contract/users';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prepareOnce } from '../../db/prepared';
import { practices, practiceUsers } from '../../db/schema/practices';
import type { AuthUser } from '../../plugins/session-store';
import { toPracticeResponse } from '../practice-access/index';
import { toSessionUserResponse } from './user-response';

function practicesOfUserQuery(db: Database, includeDeleted: boolean) {
  return db
    .select({ practice: practices, departments: practiceUsers.departments })
    .from(practiceUsers)
    .innerJoin(practices, eq(practices.id, practiceUsers.practiceId))
    .where(
      and(
        eq(practiceUsers.userId, sql.placeholder('userId')),
        includeDeleted ? undefined : isNull(practices.deletedAt),
      ),
    )
    .orderBy(asc(practices.name), asc(practices.id))
    .prepare(includeDeleted ? 'practices_of_user_all' : 'practices_of_user');
}
const practicesOfUser = {
  all: prepareOnce((db) => practicesOfUserQuery(db, true)),
  active: prepareOnce((db) => practicesOfUserQuery(db, false)),
};

/** A user's practices with each link's departments; deleted practices only when asked. */
export async function findPracticesOfUser(
  db: Database,
  userId: number,
  options: { includeDeleted: boolean },
): Promise<TUserPractice[]> {
  const which = options.includeDeleted ? 'all' : 'active';
  const rows = await practicesOfUser[which](db).execute({ userId });
  return rows.map((row) => ({
    ...toPracticeResponse(row.practice),
    pivot: { departments: row.departments as Department[] },
  }));
}

/** The user as GET /api/users/{id} and /api/me answer: with their practices. */
export async function toUserWithPractices(
  db: Database,
  user: AuthUser,
  options: {
    includeDeletedPractices: boolean;
    mfaRequiredRoles: readonly UserType[];
    /** The user is the caller, whose session was proven with a passkey (decision 072). */
    sessionPasskeyProven?: boolean;
  },
): Promise<TUserWithPractices> {
  return {
    ...toSessionUserResponse(user, options.mfaRequiredRoles, options.sessionPasskeyProven),
    practices: await findPracticesOfUser(db, user.id, {
      includeDeleted: options.includeDeletedPractices,
    }),
  };
}

import type { Department } from '@praktijkportaal/contract/departments';
import type {
  TCreatePracticeRequest,
  TPracticeDetails,
  TUpdatePracticeRequest,
} from '@praktijkportaal/contract/practices';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prepareOnce } from '../../db/prepared';
import { type PracticeRow, practices, practiceUsers } from '../../db/schema/practices';
import { users } from '../../db/schema/users';
import type { AuthUser } from '../auth/session-store';
import { dashboardsOfPractice } from '../dashboards/service';
import { attachPractice } from '../users/practice-links';
import { insertUser } from '../users/service';
import { isPracticeMember, memberPracticeIds, practiceNotFound } from './policy';
import { toPracticeResponse } from './practice-response';

/** Active practices the caller may see: all for Admin and Coach, their own for Klant and Manager. */
export async function listVisiblePractices(db: Database, caller: AuthUser) {
  const ids = isPracticeMember(caller) ? await memberPracticeIds(db, caller.id) : undefined;
  if (ids?.length === 0) return [];
  return db
    .select()
    .from(practices)
    .where(and(isNull(practices.deletedAt), ids ? inArray(practices.id, ids) : undefined))
    .orderBy(asc(practices.name), asc(practices.id));
}

export function listDeletedPractices(db: Database) {
  return db
    .select()
    .from(practices)
    .where(isNotNull(practices.deletedAt))
    .orderBy(asc(practices.name));
}

const activeMembersOfPractice = prepareOnce((db) =>
  db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      type: users.type,
      departments: practiceUsers.departments,
    })
    .from(practiceUsers)
    .innerJoin(users, eq(users.id, practiceUsers.userId))
    .where(
      and(eq(practiceUsers.practiceId, sql.placeholder('practiceId')), isNull(users.deletedAt)),
    )
    .orderBy(asc(users.name), asc(users.id))
    .prepare('active_members_of_practice'),
);

export type PracticeMember = TPracticeDetails['users'][number];

/** The active members of a practice as the practice page shows them. */
async function readActiveMembers(db: Database, practiceId: number): Promise<PracticeMember[]> {
  const rows = await activeMembersOfPractice(db).execute({ practiceId });
  return rows.map(({ departments, ...member }) => ({
    ...member,
    is_active: true,
    pivot: { departments: departments as Department[] },
  }));
}

/** The practice with its active dashboards, its active users and their departments. */
export async function practiceDetails(
  db: Database,
  practice: PracticeRow,
): Promise<TPracticeDetails> {
  const [members, dashboards] = await Promise.all([
    readActiveMembers(db, practice.id),
    dashboardsOfPractice(db, practice, null),
  ]);
  return {
    ...toPracticeResponse(practice),
    dashboards,
    users: members,
  };
}

/** The practice and, when given, its first user: both exist afterwards or neither does. */
export function createPractice(db: Database, input: TCreatePracticeRequest) {
  return db.transaction(async (tx) => {
    const [practice] = await tx
      .insert(practices)
      .values({ name: input.name, description: input.description, gripId: input.grip_id })
      .returning();
    if (!practice) throw new Error('insert returned no practice');
    if (input.user) {
      const user = await insertUser(tx, input.user, 'user.email');
      await attachPractice(tx, user.id, practice.id);
    }
    return practice;
  });
}

export async function updatePractice(db: Database, id: number, patch: TUpdatePracticeRequest) {
  const [practice] = await db
    .update(practices)
    .set({
      name: patch.name,
      description: patch.description,
      gripId: patch.grip_id,
      url: patch.url,
      updatedAt: new Date(),
    })
    .where(eq(practices.id, id))
    .returning();
  if (!practice) throw practiceNotFound();
  return practice;
}

/** Soft delete or reinstate; links to users stay either way. */
export async function setPracticeDeleted(db: Database, id: number, deleted: boolean) {
  const [practice] = await db
    .update(practices)
    .set({ deletedAt: deleted ? new Date() : null, updatedAt: new Date() })
    .where(eq(practices.id, id))
    .returning();
  if (!practice) throw practiceNotFound();
  return practice;
}

/** The active coaches linked to a practice (spec §2: shown to Klant and Manager). */
export function listCoaches(db: Database, practiceId: number) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(practiceUsers)
    .innerJoin(users, eq(users.id, practiceUsers.userId))
    .where(
      and(
        eq(practiceUsers.practiceId, practiceId),
        eq(users.type, 'Coach'),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(asc(users.name));
}

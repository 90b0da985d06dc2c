import type { Department } from '@praktijkportaal/contract/departments';
import type { PRACTICE_SORTS, TListQuery } from '@praktijkportaal/contract/list-fields';
import type {
  TCreatePracticeRequest,
  TPracticeDetails,
  TUpdatePracticeRequest,
} from '@praktijkportaal/contract/practices';
import { and, asc, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsSearch, countRows, type ListPage, orderBy, readPage } from '../../db/list-page';
import { prepareOnce } from '../../db/prepared';
import { type PracticeRow, practices, practiceUsers } from '../../db/schema/practices';
import { users } from '../../db/schema/users';
import type { KeepAnswer } from '../../plugins/idempotency';
import type { AuthUser } from '../../plugins/session-store';
import { type AuditActor, changedFields, createdFields, recordAudit } from '../audit/index';
import { dashboardsOfPractice } from '../dashboards/index';
import {
  isPracticeMember,
  lockActivePractice,
  practiceNotFound,
  toPracticeResponse,
} from '../practice-access/index';
import { attachPractice, insertUser } from '../users/index';

const practiceSortColumns = { name: practices.nameKey, grip_id: practices.gripId };

/** The practices a user is linked to, as a subquery. */
function linkedPracticeIds(db: Database, userId: number) {
  return db
    .select({ id: practiceUsers.practiceId })
    .from(practiceUsers)
    .where(eq(practiceUsers.userId, userId));
}

type PracticeListQuery = TListQuery<(typeof PRACTICE_SORTS)[number]> & {
  available_for?: number;
};

/**
 * A page of practices, searched by name: active ones the caller may see (all for Admin and
 * Coach, their own for Klant and Manager) or the deleted ones; `available_for` leaves out the
 * practices that user is linked to already (the user details' Toevoegen list).
 */
export function listPractices(
  db: Database,
  caller: AuthUser,
  which: 'active' | 'deleted',
  query: PracticeListQuery,
): Promise<ListPage<PracticeRow>> {
  const where = and(
    which === 'active' ? isNull(practices.deletedAt) : isNotNull(practices.deletedAt),
    isPracticeMember(caller) ? inArray(practices.id, linkedPracticeIds(db, caller.id)) : undefined,
    query.available_for === undefined
      ? undefined
      : notInArray(practices.id, linkedPracticeIds(db, query.available_for)),
    containsSearch(query.q, practices.nameKey),
  );
  return readPage(
    db
      .select()
      .from(practices)
      .where(where)
      .orderBy(...orderBy(query.sort, practiceSortColumns, [practices.nameKey, practices.id]))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: countRows }).from(practices).where(where),
  );
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

/**
 * The practice and, when given, its first user: both exist afterwards or neither does, and
 * with them the answer `keep` stores (decision 057).
 */
export function createPractice(
  db: Database,
  input: TCreatePracticeRequest,
  portalUrl: string,
  actor: AuditActor,
  keep: KeepAnswer<PracticeRow>,
) {
  return db.transaction(async (tx) => {
    const [practice] = await tx
      .insert(practices)
      .values({ name: input.name, description: input.description, gripId: input.grip_id })
      .returning();
    if (!practice) throw new Error('insert returned no practice');
    await recordAudit(tx, actor, {
      entityType: 'practice',
      entityId: practice.id,
      action: 'create',
      changes: createdFields({
        name: input.name,
        description: input.description,
        grip_id: input.grip_id,
      }),
    });
    if (input.user) {
      const user = await insertUser(tx, input.user, portalUrl, actor, 'user.');
      // An Admin sees every practice and is linked to none.
      if (user.type !== 'Admin') await attachPractice(tx, user.id, practice.id, actor);
    }
    await keep(tx, practice);
    return practice;
  });
}

/** Edits an active practice; a deleted one is refused (409) until it is reinstated. */
export function updatePractice(
  db: Database,
  id: number,
  patch: TUpdatePracticeRequest,
  actor: AuditActor,
) {
  return db.transaction(async (tx) => {
    const before = await lockActivePractice(tx, id);
    const [practice] = await tx
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
    await recordAudit(tx, actor, {
      entityType: 'practice',
      entityId: id,
      action: 'update',
      changes: changedFields(
        {
          name: before.name,
          description: before.description,
          grip_id: before.gripId,
          url: before.url,
        },
        patch,
      ),
    });
    return practice;
  });
}

/** Soft delete or reinstate; links to users stay either way. */
export function setPracticeDeleted(db: Database, id: number, deleted: boolean, actor: AuditActor) {
  return db.transaction(async (tx) => {
    const [practice] = await tx
      .update(practices)
      .set({ deletedAt: deleted ? new Date() : null, updatedAt: new Date() })
      .where(eq(practices.id, id))
      .returning();
    if (!practice) throw practiceNotFound();
    await recordAudit(tx, actor, {
      entityType: 'practice',
      entityId: id,
      action: deleted ? 'delete' : 'reinstate',
    });
    return practice;
  });
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

import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import {
  type ListSort,
  parseSort,
  type TListQuery,
  TOTAL_COUNT_CAP,
  type USER_SORTS,
} from '@praktijkportaal/contract/list-fields';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import type { UserType } from '@praktijkportaal/contract/roles';
import { and, asc, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  afterCursor,
  cappedCount,
  containsSearch,
  type ListPage,
  orderBy,
  type Sortable,
  stateTotal,
} from '../../db/list-page';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { KeepAnswer } from '../../plugins/idempotency';
import { type AuthUser, publicUserColumns } from '../../plugins/session-store';
import { type AuditActor, changedFields, createdFields, recordAudit } from '../audit/index';
import {
  assertPasswordAllowed,
  type ChangeMade,
  endSessionsAndRemovePasskeys,
  hashPassword,
  sendInvitation,
  tellOwnerOfChange,
} from '../auth/index';
import { attachPractice } from './practice-links';
import {
  assertEmailFree,
  conflict,
  fieldError,
  lockActiveAdmins,
  practiceLinkCount,
} from './user-rules';

export function userNotFound() {
  return new AppError(ERROR_CODES.notFound, 404, MESSAGES.notFound);
}

/** What a user list shows: the columns of toSessionUserResponse, no more. */
const { updatedAt: _updatedAt, ...listColumns } = publicUserColumns;

/** The user list's sort keys: on the table, and as the search's matches (below) carry them. */
const userSortColumns = {
  name: users.nameKey,
  email: sql<string>`lower(${users.email})`,
  created_at: users.createdAt,
  type: users.type,
};

/**
 * A page of the active or deleted users, searched by name (spec §2: User list), with its total
 * (decisions 069 and 080):
 * - a search's first page is read as the planner sees fit, its capped count beside it;
 * - a deeper page of a search finds the matches first (through the trigram index) and sorts
 *   them; the total is their count, from the same pass. A search that matches more than
 *   TOTAL_COUNT_CAP users (a single letter) falls back to walking the order's index;
 * - the unsearched list walks the order's index (partial, on active rows) for the page and
 *   counts up to the cap beside it;
 * - `after` (the next Link) starts the page after that user in the list's order instead of
 *   counting `offset` rows off; a cursor whose user is gone falls back to the offset.
 */
export async function listUsers(
  db: Database,
  which: 'active' | 'deleted',
  query: TListQuery<UserSort>,
): Promise<ListPage<ListedUser>> {
  // Erased users are no one any more: in neither list (decision 076).
  const listed =
    which === 'active'
      ? isNull(users.deletedAt)
      : and(isNotNull(users.deletedAt), isNull(users.erasedAt));
  const search = containsSearch(query.q, users.nameKey);
  const firstPage = query.offset === 0 && query.after === undefined;
  const page = !search
    ? await walkOrder(db, listed, query)
    : firstPage
      ? await firstSearchPage(db, and(listed, search), query)
      : ((await sortedMatches(db, and(listed, search), query)) ??
        (await walkOrder(db, and(listed, search), query, TOTAL_COUNT_CAP + 1)));
  if (page.rows.length === 0 && query.after !== undefined) {
    return listUsers(db, which, { ...query, after: undefined });
  }
  return { ...page, after: page.rows.at(-1)?.id };
}

/** The order's keys on the users table: the chosen column, then the name, then the id. */
function orderKeys(sort: ListSort<UserSort>) {
  return [userSortColumns[parseSort(sort).field], users.nameKey, users.id];
}

/** The keyset condition of `after`: the row's keys come after those of that user. */
function afterUser(query: TListQuery<UserSort>, keys: Sortable[]) {
  if (query.after === undefined) return undefined;
  const cursorRow = sql`from ${users} where ${users.id} = ${query.after}`;
  return afterCursor(parseSort(query.sort).descending, keys, orderKeys(query.sort), cursorRow);
}

/**
 * A search's first page: the rows by the planner's own plan (along the order's index where
 * matches are common, from the trigram index where they are rare) and the capped count beside
 * them on a second connection; one at a time in about half the time of sortedMatches, which
 * deeper pages need (decision 080).
 */
async function firstSearchPage(
  db: Database,
  where: SQL | undefined,
  query: TListQuery<UserSort>,
): Promise<ListPage<ListedUser>> {
  const [rows, counted] = await Promise.all([
    db
      .select(listColumns)
      .from(users)
      .where(where)
      .orderBy(...orderBy(query.sort, userSortColumns, [users.nameKey, users.id]))
      .limit(query.limit),
    countUsers(db, where),
  ]);
  return { rows, ...stateTotal(counted) };
}

/**
 * Up to TOTAL_COUNT_CAP + 1 matches, sorted, with their count; undefined when the cap was
 * passed: a broad search's first rows come sooner along the order's index. The matches carry
 * only their keys; the page's rows are read by id (half the time of sorting whole rows).
 */
async function sortedMatches(
  db: Database,
  where: SQL | undefined,
  query: TListQuery<UserSort>,
): Promise<ListPage<ListedUser> | undefined> {
  const [sortKey] = orderKeys(query.sort);
  const matches = db.$with('matches').as(
    db
      .select({
        id: users.id,
        nameKey: users.nameKey,
        sortKey: sql`${sortKey}`.as('sort_key'),
        // A column no index holds with the name: with only indexed columns the planner took an
        // index-only scan of all 98,000 active names (82 ms) over the trigram index (8 ms).
        createdAt: users.createdAt,
      })
      .from(users)
      .where(where)
      .limit(TOTAL_COUNT_CAP + 1),
  );
  const keys = [matches.sortKey, matches.nameKey, matches.id];
  const direction = parseSort(query.sort).descending ? desc : asc;
  const page = db.$with('page').as(
    db
      .select({ id: matches.id })
      .from(matches)
      .where(afterUser(query, keys))
      .orderBy(...keys.map((key) => direction(key)))
      .limit(query.limit)
      .offset(query.after === undefined ? query.offset : 0),
  );
  const rows = await db
    .with(matches, page)
    .select({ ...listColumns, total: sql<number>`(select count(*) from matches)`.mapWith(Number) })
    .from(page)
    .innerJoin(users, eq(users.id, page.id))
    .orderBy(...orderBy(query.sort, userSortColumns, [users.nameKey, users.id]));
  const counted = rows[0]?.total ?? (await countUsers(db, where));
  if (counted > TOTAL_COUNT_CAP) return undefined;
  return { rows: rows.map(withoutTotal), ...stateTotal(counted) };
}

/**
 * The page along the order's index, with the count up to the cap beside it in the same
 * statement, or `counted` when it is known already.
 */
async function walkOrder(
  db: Database,
  where: SQL | undefined,
  query: TListQuery<UserSort>,
  counted?: number,
): Promise<ListPage<ListedUser>> {
  const total =
    counted === undefined ? cappedUsers(where) : sql<number>`${counted}::int`.mapWith(Number);
  const rows = await db
    .select({ ...listColumns, total })
    .from(users)
    .where(and(where, afterUser(query, orderKeys(query.sort))))
    .orderBy(...orderBy(query.sort, userSortColumns, [users.nameKey, users.id]))
    .limit(query.limit)
    .offset(query.after === undefined ? query.offset : 0);
  const all = rows[0]?.total ?? counted ?? (await countUsers(db, where));
  return { rows: rows.map(withoutTotal), ...stateTotal(all) };
}

function cappedUsers(where: SQL | undefined) {
  return cappedCount(sql`from ${users} where ${where ?? sql`true`}`);
}

/** The capped count alone: beside a first page, or for a page past the end (no row carried it). */
async function countUsers(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: cappedUsers(where) }).from(sql`(values (1)) as one`);
  return row?.total ?? 0;
}

function withoutTotal<Row extends { total: number }>({ total: _total, ...row }: Row) {
  return row;
}

type UserSort = (typeof USER_SORTS)[number];
export type ListedUser = Omit<AuthUser, 'updatedAt'>;

/** The user by id; 404 for an erased one too, whose row is only an anonymous reference. */
export async function findUser(db: Database, id: number): Promise<AuthUser> {
  const [user] = await db
    .select(publicUserColumns)
    .from(users)
    .where(and(eq(users.id, id), isNull(users.erasedAt)))
    .limit(1);
  if (!user) throw userNotFound();
  return user;
}

/** The user, locked for the rest of the transaction: rules about them stay true until commit. */
export async function lockUser(db: Database, id: number): Promise<AuthUser> {
  const [user] = await db
    .select(publicUserColumns)
    .from(users)
    .where(and(eq(users.id, id), isNull(users.erasedAt)))
    .for('update');
  if (!user) throw userNotFound();
  return user;
}

async function readPasswordHash(db: Database, id: number) {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, id));
  if (!row) throw userNotFound();
  return row.passwordHash;
}

/** Without a password (empty or missing) the user is invited by mail to choose one. */
export type NewUser = { name: string; email: string; type: UserType; password?: string };

/**
 * Inserts a user who must still change the given password, or, without one, a user who gets
 * an invitation mail (sent when the caller's transaction commits). `fieldPrefix` goes before
 * the names of refused fields (`user.` when the user is nested in another form).
 */
export async function insertUser(
  db: Database,
  fields: NewUser,
  portalUrl: string,
  actor: AuditActor,
  fieldPrefix: '' | 'user.' = '',
): Promise<AuthUser> {
  const emailField = `${fieldPrefix}email`;
  await assertEmailFree(db, fields.email, emailField);
  let passwordHash: string | null = null;
  if (fields.password) {
    await assertPasswordAllowed(fields.password, fields, `${fieldPrefix}password`);
    passwordHash = await hashPassword(fields.password);
  }
  try {
    const [user] = await db
      .insert(users)
      .values({ name: fields.name, email: fields.email, type: fields.type, passwordHash })
      .returning(publicUserColumns);
    if (!user) throw new Error('insert returned no user');
    await recordAudit(db, actor, {
      entityType: 'user',
      entityId: user.id,
      action: 'create',
      changes: createdFields({ ...fields }),
    });
    if (passwordHash === null) await sendInvitation(db, user, portalUrl, actor);
    return user;
  } catch (error) {
    // Two requests with the same email at once: the unique index decides.
    if (isUniqueViolation(error)) throw fieldError(emailField, MESSAGES.emailTaken);
    throw error;
  }
}

/**
 * POST /api/users: the user and, when given, their first practice link, together, with the
 * answer `keep` stores (decision 057).
 */
export function createUser(
  db: Database,
  fields: NewUser & { practiceId?: number },
  portalUrl: string,
  actor: AuditActor,
  keep: KeepAnswer<AuthUser>,
) {
  return db.transaction(async (tx) => {
    const { practiceId, ...newUser } = fields;
    const user = await insertUser(tx, newUser, portalUrl, actor);
    if (practiceId !== undefined) await attachPractice(tx, user.id, practiceId, actor);
    await keep(tx, user);
    return user;
  });
}

export type UserPatch = { name?: string; email?: string; type?: UserType; password?: string };

/**
 * PATCH /api/users/{id}. An empty password keeps the old one; a new one set by an Admin is a
 * given password again (password_changed false) and ends the user's sessions.
 */
export async function updateUser(
  db: Database,
  id: number,
  patch: UserPatch,
  made: ChangeMade,
): Promise<AuthUser> {
  const { actor } = made;
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, id);
    if (patch.email !== undefined && patch.email !== user.email.toLowerCase()) {
      await assertEmailFree(tx, patch.email, 'email', id);
    }
    if (patch.type !== undefined && patch.type !== user.type) {
      if (user.type === 'Admin' && user.deletedAt === null) {
        const admins = await lockActiveAdmins(tx);
        if (!admins.some((adminId) => adminId !== id)) throw fieldError('type', MESSAGES.lastAdmin);
      }
      if (patch.type === 'Klant' && (await practiceLinkCount(tx, id)) > 1) {
        throw fieldError('type', MESSAGES.klantTypeWithSeveralPractices);
      }
    }
    if (patch.password) {
      const owner = { name: patch.name ?? user.name, email: patch.email ?? user.email };
      const hash = await readPasswordHash(tx, id);
      await assertPasswordAllowed(patch.password, owner, 'password', hash ? { hash } : undefined);
    }
    const newPassword = patch.password ? await hashPassword(patch.password) : undefined;
    try {
      const [updated] = await tx
        .update(users)
        .set({
          name: patch.name,
          email: patch.email,
          type: patch.type,
          ...(newPassword
            ? { passwordHash: newPassword, passwordChanged: false, passwordGenerated: false }
            : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning(publicUserColumns);
      if (!updated) throw userNotFound();
      // A new password from the Admin is a recovery: whatever an intruder could have added goes.
      const removed = newPassword ? await endSessionsAndRemovePasskeys(tx, id) : [];
      await recordAudit(tx, actor, {
        entityType: 'user',
        entityId: id,
        action: 'update',
        changes: {
          ...changedFields(user, { ...patch, password: patch.password || undefined }),
          ...(removed.length > 0 ? { passkeys_removed: { old: removed.join(', ') } } : {}),
        },
      });
      if (newPassword) {
        await tellOwnerOfChange(
          tx,
          { userId: id, change: 'password_set_by_admin', passkeysRemoved: removed.length },
          made,
        );
      }
      return updated;
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('email', MESSAGES.emailTaken);
      throw error;
    }
  });
}

/**
 * Soft delete: the user moves to the deleted list and every session ends. Nobody deletes their
 * own account; deleting an Admin needs the caller to be an active Admin still, and another one
 * to remain (checked on locked rows, so two Admins cannot delete each other at once).
 */
export async function softDeleteUser(db: Database, actor: AuditActor & { id: number }, id: number) {
  const callerId = actor.id;
  if (callerId === id) throw conflict(MESSAGES.cannotDeleteSelf);
  await db.transaction(async (tx) => {
    const user = await lockUser(tx, id);
    if (user.deletedAt !== null) return;
    if (user.type === 'Admin') {
      const admins = await lockActiveAdmins(tx);
      if (!admins.includes(callerId) || admins.filter((adminId) => adminId !== id).length === 0) {
        throw conflict(MESSAGES.lastAdmin);
      }
    }
    await tx
      .update(users)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, id));
    // Its passkeys go with the sessions: a reinstated user logs in with a password again.
    await endSessionsAndRemovePasskeys(tx, id);
    await recordAudit(tx, actor, { entityType: 'user', entityId: id, action: 'delete' });
  });
}

export function reinstateUser(db: Database, id: number, actor: AuditActor): Promise<AuthUser> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ deletedAt: null, updatedAt: new Date() })
      .where(and(eq(users.id, id), isNull(users.erasedAt)))
      .returning(publicUserColumns);
    if (!user) throw userNotFound();
    await recordAudit(tx, actor, { entityType: 'user', entityId: id, action: 'reinstate' });
    return user;
  });
}

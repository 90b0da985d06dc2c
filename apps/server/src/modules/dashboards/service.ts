import type {
  TDashboard,
  ZCreateDashboardRequest,
  ZUpdateDashboardRequest,
} from '@praktijkportaal/contract/dashboards';
import { type Department, isDashboardTypeAllowed } from '@praktijkportaal/contract/departments';
import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import type { DASHBOARD_SORTS, TListQuery } from '@praktijkportaal/contract/list-fields';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { containsSearch, countRows, type ListPage, orderBy, readPage } from '../../db/list-page';
import { prepareOnce } from '../../db/prepared';
import { dashboards } from '../../db/schema/dashboards';
import { practices } from '../../db/schema/practices';
import { AppError } from '../../lib/app-error';
import type { KeepAnswer } from '../../plugins/idempotency';
import {
  type AuditActor,
  type AuditEvent,
  changedFields,
  createdFields,
  recordAudit,
} from '../audit/index';
import { lockActivePractice } from '../practice-access/index';
import { type DashboardWithPractice, toDashboardResponse } from './dashboard-response';
import { canBeShown } from './showable';

type CreateInput = z.output<typeof ZCreateDashboardRequest>;
type UpdateInput = z.output<typeof ZUpdateDashboardRequest>;

export function dashboardNotFound() {
  return new AppError(ERROR_CODES.notFound, 404, MESSAGES.notFound);
}

/** Dashboards with the id and name of their practice. */
function selectDashboards(db: Database) {
  return db
    .select({ dashboard: dashboards, practice: { id: practices.id, name: practices.name } })
    .from(dashboards)
    .innerJoin(practices, eq(practices.id, dashboards.practiceId));
}

const dashboardSortColumns = {
  name: dashboards.nameKey,
  grip_dashboard: dashboards.gripDashboard,
  type_dashboard: dashboards.typeDashboard,
  practice: practices.nameKey,
};

/**
 * A page of the active or deleted dashboards of active practices, searched by the dashboard's
 * or the practice's name. A deleted practice's dashboards leave both lists and come back with
 * the practice (decision 029).
 */
export function listDashboards(
  db: Database,
  which: 'active' | 'deleted',
  query: TListQuery<(typeof DASHBOARD_SORTS)[number]>,
): Promise<ListPage<DashboardWithPractice>> {
  const where = and(
    which === 'deleted' ? isNotNull(dashboards.deletedAt) : isNull(dashboards.deletedAt),
    isNull(practices.deletedAt),
    containsSearch(query.q, dashboards.nameKey, practices.nameKey),
  );
  const sorted = orderBy(query.sort, dashboardSortColumns, [dashboards.nameKey, dashboards.id]);
  return readPage(
    selectDashboards(db)
      .where(where)
      .orderBy(...sorted)
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: countRows })
      .from(dashboards)
      .innerJoin(practices, eq(practices.id, dashboards.practiceId))
      .where(where),
  );
}

const activeDashboardsOfPractice = prepareOnce((db) =>
  db
    .select()
    .from(dashboards)
    .where(
      and(eq(dashboards.practiceId, sql.placeholder('practiceId')), isNull(dashboards.deletedAt)),
    )
    .orderBy(asc(dashboards.name), asc(dashboards.id))
    .prepare('active_dashboards_of_practice'),
);

/**
 * The active dashboards of a practice the caller may already see (findPracticeAccess), as the
 * API answers them. With `member` (a Klant's or Manager's link) only those they can open: of
 * the types their departments allow (spec §5: GD covers every GD type, LBH is always allowed)
 * and with something to show (canBeShown); with null all of them.
 */
export async function dashboardsOfPractice(
  db: Database,
  practice: { id: number; name: string },
  member: { departments: Department[]; powerBiConfigured: boolean } | null,
): Promise<TDashboard[]> {
  const rows = await activeDashboardsOfPractice(db).execute({ practiceId: practice.id });
  const owner = { id: practice.id, name: practice.name };
  const open = member
    ? rows.filter(
        (dashboard) =>
          isDashboardTypeAllowed(dashboard.typeDashboard, member.departments) &&
          canBeShown(dashboard, member.powerBiConfigured),
      )
    : rows;
  return open.map((dashboard) => toDashboardResponse({ dashboard, practice: owner }));
}

const dashboardWithPractice = prepareOnce((db) =>
  selectDashboards(db)
    .where(eq(dashboards.id, sql.placeholder('id')))
    .limit(1)
    .prepare('dashboard_with_practice'),
);

export async function findDashboardWithPractice(
  db: Database,
  id: number,
): Promise<DashboardWithPractice> {
  const [row] = await dashboardWithPractice(db).execute({ id });
  if (!row) throw dashboardNotFound();
  return row;
}

/** The dashboard, with the answer `keep` stores (decision 057). */
export function createDashboard(
  db: Database,
  input: CreateInput,
  actor: AuditActor,
  keep: KeepAnswer<DashboardWithPractice>,
) {
  return db.transaction(async (tx) => {
    await lockActivePractice(tx, input.practiceId);
    const [row] = await tx
      .insert(dashboards)
      .values({
        practiceId: input.practiceId,
        name: input.name,
        gripDashboard: input.grip_dashboard,
        typeDashboard: input.type_dashboard,
        urlDashboard: input.url_dashboard ?? null,
        digiredokey: input.digiredokey ?? null,
      })
      .returning({ id: dashboards.id });
    if (!row) throw new Error('insert returned no dashboard');
    await recordAudit(tx, actor, {
      entityType: 'dashboard',
      entityId: row.id,
      action: 'create',
      changes: createdFields({ ...input }),
    });
    const created = await findDashboardWithPractice(tx, row.id);
    await keep(tx, created);
    return created;
  });
}

/**
 * Runs a change of a dashboard while its practice is share-locked and active: a deleted
 * practice's dashboards are read-only (409) until the practice is reinstated.
 */
async function changeDashboard(
  db: Database,
  id: number,
  actor: AuditActor,
  change: (tx: Database) => Promise<unknown[]>,
  audit: (before: typeof dashboards.$inferSelect) => Omit<AuditEvent, 'entityType' | 'entityId'>,
) {
  await db.transaction(async (tx) => {
    const [dashboard] = await tx
      .select()
      .from(dashboards)
      .where(eq(dashboards.id, id))
      .for('update');
    if (!dashboard) throw dashboardNotFound();
    await lockActivePractice(tx, dashboard.practiceId);
    await change(tx);
    await recordAudit(tx, actor, { entityType: 'dashboard', entityId: id, ...audit(dashboard) });
  });
  return findDashboardWithPractice(db, id);
}

export function updateDashboard(db: Database, id: number, patch: UpdateInput, actor: AuditActor) {
  return changeDashboard(
    db,
    id,
    actor,
    (tx) =>
      tx
        .update(dashboards)
        .set({
          name: patch.name,
          gripDashboard: patch.grip_dashboard,
          typeDashboard: patch.type_dashboard,
          // Present only together with grip_dashboard (the contract sees to that).
          ...('url_dashboard' in patch ? { urlDashboard: patch.url_dashboard ?? null } : {}),
          ...('digiredokey' in patch ? { digiredokey: patch.digiredokey ?? null } : {}),
          updatedAt: new Date(),
        })
        .where(eq(dashboards.id, id))
        .returning({ id: dashboards.id }),
    (before) => ({
      action: 'update',
      changes: changedFields(
        {
          name: before.name,
          grip_dashboard: before.gripDashboard,
          type_dashboard: before.typeDashboard,
          url_dashboard: before.urlDashboard,
          digiredokey: before.digiredokey,
        },
        patch,
      ),
    }),
  );
}

export function setDashboardDeleted(db: Database, id: number, deleted: boolean, actor: AuditActor) {
  return changeDashboard(
    db,
    id,
    actor,
    (tx) =>
      tx
        .update(dashboards)
        .set({ deletedAt: deleted ? new Date() : null, updatedAt: new Date() })
        .where(eq(dashboards.id, id))
        .returning({ id: dashboards.id }),
    () => ({ action: deleted ? 'delete' : 'reinstate' }),
  );
}

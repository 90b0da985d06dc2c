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
import { prepareOnce } from '../../db/prepared';
import { dashboards } from '../../db/schema/dashboards';
import { practices } from '../../db/schema/practices';
import { AppError } from '../../lib/app-error';
import { containsSearch, countRows, type ListPage, orderBy, readPage } from '../../lib/list-page';
import type { AuthUser } from '../auth/session-store';
import { practiceNotFound } from '../practices/policy';
import { type DashboardWithPractice, toDashboardResponse } from './dashboard-response';

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
 * A page of dashboards with their practice, searched by the dashboard's or the practice's name.
 * Active: every one for Admin, those of active practices for Coach; deleted: every one.
 */
export function listDashboards(
  db: Database,
  caller: AuthUser,
  which: 'active' | 'deleted',
  query: TListQuery<(typeof DASHBOARD_SORTS)[number]>,
): Promise<ListPage<DashboardWithPractice>> {
  const where = and(
    which === 'deleted' ? isNotNull(dashboards.deletedAt) : isNull(dashboards.deletedAt),
    which === 'active' && caller.type !== 'Admin' ? isNull(practices.deletedAt) : undefined,
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
 * The active dashboards of a practice the caller may already see (findPracticeAccess); with
 * the departments of a Klant's or Manager's link only the types those allow (spec §5: GD covers
 * every GD type, LBH is always allowed), with null all of them; as the API answers them.
 */
export async function dashboardsOfPractice(
  db: Database,
  practice: { id: number; name: string },
  departments: Department[] | null,
): Promise<TDashboard[]> {
  const rows = await activeDashboardsOfPractice(db).execute({ practiceId: practice.id });
  const owner = { id: practice.id, name: practice.name };
  const all = rows.map((dashboard) => toDashboardResponse({ dashboard, practice: owner }));
  if (departments === null) return all;
  return all.filter((dashboard) => isDashboardTypeAllowed(dashboard.type_dashboard, departments));
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

export async function createDashboard(db: Database, input: CreateInput) {
  const [practice] = await db
    .select({ id: practices.id })
    .from(practices)
    .where(and(eq(practices.id, input.practiceId), isNull(practices.deletedAt)))
    .limit(1);
  if (!practice) throw practiceNotFound();
  const [row] = await db
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
  return findDashboardWithPractice(db, row.id);
}

export async function updateDashboard(db: Database, id: number, patch: UpdateInput) {
  const updated = await db
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
    .returning({ id: dashboards.id });
  if (updated.length === 0) throw dashboardNotFound();
  return findDashboardWithPractice(db, id);
}

export async function setDashboardDeleted(db: Database, id: number, deleted: boolean) {
  const updated = await db
    .update(dashboards)
    .set({ deletedAt: deleted ? new Date() : null, updatedAt: new Date() })
    .where(eq(dashboards.id, id))
    .returning({ id: dashboards.id });
  if (updated.length === 0) throw dashboardNotFound();
  return findDashboardWithPractice(db, id);
}

import { isDashboardTypeAllowed } from '@praktijkportaal/contract/departments';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prepareOnce } from '../../db/prepared';
import { dashboards } from '../../db/schema/dashboards';
import type { AuthUser } from '../../plugins/session-store';
import { findPracticeAccess } from '../practice-access/index';
import type { DashboardWithPractice } from './dashboard-response';
import { dashboardNotFound, findDashboardWithPractice } from './service';
import { canBeShown } from './showable';

const dashboardById = prepareOnce((db) =>
  db
    .select()
    .from(dashboards)
    .where(eq(dashboards.id, sql.placeholder('id')))
    .limit(1)
    .prepare('dashboard_by_id'),
);

/**
 * The dashboard if the caller may open it, else 404. Admin: any. Others: an active dashboard
 * of a practice they may see; Klant and Manager only types their departments allow, and only
 * one with something to show (canBeShown; a key dashboard counts also where Power BI is not set
 * up, so its page can say so).
 */
export async function findVisibleDashboard(
  db: Database,
  caller: AuthUser,
  id: number,
): Promise<DashboardWithPractice> {
  if (caller.type === 'Admin') return findDashboardWithPractice(db, id);
  const [dashboard] = await dashboardById(db).execute({ id });
  if (!dashboard || dashboard.deletedAt !== null) throw dashboardNotFound();
  // Not yours is the same 404 as not there; other failures (an outage: 503) pass unchanged.
  const { practice, departments } = await findPracticeAccess(db, caller, dashboard.practiceId);
  // A key dashboard on a portal without Power BI opens for a member too: its page says that
  // Power BI is not set up (embed_error), rather than that the dashboard does not exist.
  const memberMayOpen =
    departments === null ||
    (isDashboardTypeAllowed(dashboard.typeDashboard, departments) && canBeShown(dashboard, true));
  if (!memberMayOpen) throw dashboardNotFound();
  return { dashboard, practice: { id: practice.id, name: practice.name } };
}

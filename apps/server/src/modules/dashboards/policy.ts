import { isDashboardTypeAllowed } from '@praktijkportaal/contract/departments';
import type { Database } from '../../db/client';
import type { AuthUser } from '../auth/session-store';
import { findVisiblePractice, isPracticeMember } from '../practices/policy';
import { linkDepartments } from '../users/practice-links';
import type { DashboardWithPractice } from './dashboard-response';
import { dashboardNotFound, findDashboardWithPractice } from './service';

/**
 * The dashboard if the caller may open it, else 404. Admin: any. Others: an active dashboard
 * of a practice they may see; Klant and Manager only types their departments allow.
 */
export async function findVisibleDashboard(
  db: Database,
  caller: AuthUser,
  id: number,
): Promise<DashboardWithPractice> {
  const row = await findDashboardWithPractice(db, id);
  if (caller.type === 'Admin') return row;
  if (row.dashboard.deletedAt !== null) throw dashboardNotFound();
  await findVisiblePractice(db, caller, row.dashboard.practiceId).catch(() => {
    throw dashboardNotFound();
  });
  if (isPracticeMember(caller)) {
    const departments = await linkDepartments(db, caller.id, row.dashboard.practiceId);
    if (!isDashboardTypeAllowed(row.dashboard.typeDashboard, departments))
      throw dashboardNotFound();
  }
  return row;
}

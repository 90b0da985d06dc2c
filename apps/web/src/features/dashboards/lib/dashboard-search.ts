import type { TDashboard } from '@praktijkportaal/contract/dashboards';
import { DASHBOARD_SEARCH_LIMIT } from '@praktijkportaal/contract/dashboards';
import { firstMatches } from '../../../lib/first-matches';

/**
 * The dashboard search dropdown's hits (spec §9: at most 5): dashboards whose name or
 * practice contains the search, in the list's order (by name).
 */
export function searchDashboards(dashboards: readonly TDashboard[], search: string) {
  return firstMatches(
    dashboards,
    search,
    (dashboard) => [dashboard.name, dashboard.practice.name],
    DASHBOARD_SEARCH_LIMIT,
  );
}

import type { DashboardRow } from '../../db/schema/dashboards';

/**
 * Whether a dashboard has something to show: a URL dashboard its address, a key dashboard its
 * report id and a portal where Power BI is set up; grip `geen` shows nothing. Klant and Manager
 * are offered only these (members see only what they can open).
 */
export function canBeShown(
  dashboard: Pick<DashboardRow, 'gripDashboard' | 'urlDashboard' | 'digiredokey'>,
  powerBiConfigured: boolean,
) {
  switch (dashboard.gripDashboard) {
    case 'digiredourl':
      return Boolean(dashboard.urlDashboard);
    case 'digiredokey':
      return powerBiConfigured && Boolean(dashboard.digiredokey);
    default:
      return false;
  }
}

import type { TDashboard } from '@praktijkportaal/contract/dashboards';
import type { DashboardRow } from '../../db/schema/dashboards';

export type DashboardWithPractice = {
  dashboard: DashboardRow;
  practice: { id: number; name: string };
};

export function toDashboardResponse({ dashboard, practice }: DashboardWithPractice): TDashboard {
  return {
    id: dashboard.id,
    name: dashboard.name,
    grip_dashboard: dashboard.gripDashboard,
    type_dashboard: dashboard.typeDashboard,
    url_dashboard: dashboard.urlDashboard,
    digiredokey: dashboard.digiredokey,
    practice,
    created_at: dashboard.createdAt.toISOString(),
    is_active: dashboard.deletedAt === null,
  };
}

import type { TDashboardView } from '@praktijkportaal/contract/dashboards';
import { Alert } from '../../../components/ui/alert';
import { dashboardDisplay } from '../lib/dashboard-display';
import { DASHBOARD_TEXTS } from '../texts';
import { PowerBiDashboard } from './power-bi-dashboard';
import { UrlDashboard } from './url-dashboard';

/** The dashboard itself: its frame, its Power BI report, or why neither can be shown. */
export function DashboardContent({ dashboard }: { dashboard: TDashboardView }) {
  const display = dashboardDisplay(dashboard);
  switch (display.kind) {
    case 'frame':
      return <UrlDashboard url={display.url} name={dashboard.name} />;
    case 'powerBi':
      return (
        <PowerBiDashboard dashboardId={dashboard.id} name={dashboard.name} embed={display.embed} />
      );
    case 'unavailable':
      return <Alert>{display.message}</Alert>;
    case 'none':
      return <p className="text-slate-700">{DASHBOARD_TEXTS.noDisplay}</p>;
  }
}

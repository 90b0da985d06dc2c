import { lazy, Suspense } from 'react';
import { StatusText } from '../../../components/ui/status-text';
import type { EmbedData } from '../lib/dashboard-display';
import { DASHBOARD_TEXTS } from '../texts';

/** Power BI's client is large: it is loaded only when a Power BI dashboard is shown. */
const PowerBiReport = lazy(() =>
  import('./power-bi-report').then((module) => ({ default: module.PowerBiReport })),
);

type Props = { dashboardId: number; name: string; embed: EmbedData };

export function PowerBiDashboard(props: Props) {
  return (
    <Suspense fallback={<StatusText>{DASHBOARD_TEXTS.reportLoading}</StatusText>}>
      <PowerBiReport {...props} />
    </Suspense>
  );
}

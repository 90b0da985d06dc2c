import type { TSessionUser } from '@praktijkportaal/contract/auth';
import type { TDashboardView } from '@praktijkportaal/contract/dashboards';
import { departmentName } from '@praktijkportaal/contract/departments';
import { useOutletContext } from 'react-router';
import { useDashboard } from '../../../api/dashboards';
import { AccessDenied } from '../../../components/ui/access-denied';
import { Alert } from '../../../components/ui/alert';
import { BackLink } from '../../../components/ui/back-link';
import { PageHeader } from '../../../components/ui/page-header';
import { StatusText } from '../../../components/ui/status-text';
import { ApiError, isRefusal } from '../../../lib/api-error';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { usePageName, useParentPath } from '../../../lib/page-context';
import { practicePagePath } from '../../../lib/practice-path';
import { TEXTS } from '../../../lib/texts';
import { useIdParam } from '../../../lib/use-id-param';
import { DashboardContent } from '../components/dashboard-content';
import { DashboardSearch } from '../components/dashboard-search';
import { DASHBOARD_TEXTS } from '../texts';

/**
 * /dashboard/{dashboardId} (spec §2): the title, a link back to the main page and, for Admin
 * and Coach, one back to the practice and the dashboard search. These keep working when the
 * dashboard cannot be shown or may not be seen.
 */
export function DashboardViewPage() {
  const dashboardId = useIdParam('dashboardId');
  const user = useOutletContext<TSessionUser>();
  const dashboard = useDashboard(dashboardId);
  const isStaff = user.type === 'Admin' || user.type === 'Coach';
  const practicePath = dashboard.data
    ? practicePagePath(user.type, dashboard.data.practice.id)
    : undefined;
  usePageName(dashboard.data?.name);
  useParentPath(practicePath);

  // A Klant or Manager refused a dashboard sees the one refused page.
  if (!isStaff && dashboard.isError && isRefusal(dashboard.error)) return <AccessDenied />;
  return (
    <section className="flex flex-col gap-6">
      <nav
        aria-label={DASHBOARD_TEXTS.backNavigation}
        className="flex flex-wrap gap-x-6 gap-y-2 print:hidden"
      >
        <BackLink to="/">{DASHBOARD_TEXTS.toHome}</BackLink>
        {dashboard.data && isStaff && practicePath ? (
          <BackLink to={practicePath}>
            {DASHBOARD_TEXTS.toPractice(dashboard.data.practice.name)}
          </BackLink>
        ) : null}
      </nav>
      <div className="flex flex-wrap items-end justify-between gap-x-8 gap-y-4">
        <DashboardTitle dashboard={dashboard.data} />
        {isStaff ? <DashboardSearch /> : null}
      </div>
      {dashboard.isPending ? <StatusText>{TEXTS.loading}</StatusText> : null}
      {dashboard.isError ? <Alert>{failureText(dashboard.error)}</Alert> : null}
      {dashboard.data ? (
        <>
          {dashboard.data.is_active ? null : (
            <Alert tone="info">{DASHBOARD_TEXTS.deletedNote}</Alert>
          )}
          <DashboardContent key={dashboard.data.id} dashboard={dashboard.data} />
        </>
      ) : null}
    </section>
  );
}

function failureText(error: Error) {
  return error instanceof ApiError && error.status === 404
    ? DASHBOARD_TEXTS.dashboardNotFound
    : apiErrorMessage(error);
}

function DashboardTitle({ dashboard }: { dashboard: TDashboardView | undefined }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <PageHeader title={dashboard?.name ?? DASHBOARD_TEXTS.dashboardTitle} />
      {dashboard ? (
        <p className="text-slate-700">
          {dashboard.practice.name} · {departmentName(dashboard.type_dashboard)}
        </p>
      ) : null}
    </div>
  );
}

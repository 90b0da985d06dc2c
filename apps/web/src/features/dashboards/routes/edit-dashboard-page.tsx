import type { TDashboard } from '@praktijkportaal/contract/dashboards';
import { useNavigate } from 'react-router';
import { useDashboard } from '../../../api/dashboards';
import { useUpdateDashboard } from '../../../api/dashboards-mutations';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { StatusText } from '../../../components/ui/status-text';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { notify } from '../../../lib/notices';
import { usePageName } from '../../../lib/page-context';
import { TEXTS } from '../../../lib/texts';
import { useIdParam } from '../../../lib/use-id-param';
import { DashboardForm } from '../components/dashboard-form';
import { keepChosenGripField } from '../lib/chosen-grip-field';
import { dashboardTypeOptions } from '../lib/dashboard-type-options';
import { DASHBOARD_TEXTS } from '../texts';

/** /admin/edit-dashboard/{dashboardId}: the same form, filled in; then the practice's details. */
export function EditDashboardPage() {
  const dashboardId = useIdParam('dashboardId');
  const dashboard = useDashboard(dashboardId);
  usePageName(dashboard.data?.name);
  return (
    <section className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <PageHeader title={DASHBOARD_TEXTS.editDashboardTitle} />
        {dashboard.data ? (
          <p className="text-slate-700">
            {DASHBOARD_TEXTS.forPractice(dashboard.data.practice.name)}
          </p>
        ) : null}
      </div>
      {dashboard.isPending ? <StatusText>{TEXTS.loading}</StatusText> : null}
      {dashboard.isError ? <Alert>{apiErrorMessage(dashboard.error)}</Alert> : null}
      {dashboard.data ? (
        <EditDashboardForm key={dashboard.data.id} dashboard={dashboard.data} />
      ) : null}
    </section>
  );
}

function EditDashboardForm({ dashboard }: { dashboard: TDashboard }) {
  const navigate = useNavigate();
  const update = useUpdateDashboard(dashboard.id);
  const practicePath = `/admin/practice-details/${dashboard.practice.id}`;
  return (
    <DashboardForm
      defaultValues={{
        name: dashboard.name,
        type_dashboard: dashboard.type_dashboard,
        grip_dashboard: dashboard.grip_dashboard,
        url_dashboard: dashboard.url_dashboard ?? '',
        digiredokey: dashboard.digiredokey ?? '',
        practiceId: dashboard.practice.id,
      }}
      typeOptions={dashboardTypeOptions(dashboard.type_dashboard)}
      cancelTo={practicePath}
      onSubmit={async ({ practiceId: _samePractice, ...values }) => {
        const saved = await update.mutateAsync(keepChosenGripField(values));
        await navigate(practicePath);
        notify(DASHBOARD_TEXTS.dashboardSaved(saved.name));
      }}
    />
  );
}

import {
  DEFAULT_DASHBOARD_TYPE,
  DEFAULT_GRIP_DASHBOARD,
} from '@praktijkportaal/contract/dashboards';
import { useLocation, useNavigate } from 'react-router';
import { useCreateDashboard } from '../../../api/dashboards-mutations';
import { PageHeader } from '../../../components/ui/page-header';
import { notify } from '../../../lib/notices';
import { DashboardForm, type DashboardFormValues } from '../components/dashboard-form';
import { keepChosenGripField } from '../lib/chosen-grip-field';
import { dashboardTypeOptions } from '../lib/dashboard-type-options';
import { type PracticeRef, practiceFromState } from '../lib/practice-from-state';
import { DASHBOARD_TEXTS } from '../texts';

const practiceDetailsPath = (practiceId: number) => `/admin/practice-details/${practiceId}`;

/** Spec §9: a new dashboard is GD with Grip Dashboard geen. */
function newDashboard(practiceId: number | '') {
  return {
    name: '',
    type_dashboard: DEFAULT_DASHBOARD_TYPE,
    grip_dashboard: DEFAULT_GRIP_DASHBOARD,
    url_dashboard: '',
    digiredokey: '',
    practiceId,
  } as const;
}

/**
 * /admin/add-dashboard: the practice comes in navigation state from its details page (spec
 * §2); opened without it, the page asks for the practice. Afterwards, that practice's details.
 */
export function AddDashboardPage() {
  const handedOver = practiceFromState(useLocation().state);
  return (
    <section className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <PageHeader title={DASHBOARD_TEXTS.addDashboard} />
        {handedOver ? (
          <p className="text-slate-700">{DASHBOARD_TEXTS.forPractice(handedOver.name)}</p>
        ) : null}
      </div>
      {handedOver ? <NewDashboardForm practice={handedOver} /> : <NewDashboardFormWithChoice />}
    </section>
  );
}

function useCreateAndReturn() {
  const navigate = useNavigate();
  const create = useCreateDashboard();
  return async (values: DashboardFormValues, idempotencyKey: string) => {
    const dashboard = await create.mutateAsync({
      body: keepChosenGripField(values),
      idempotencyKey,
    });
    await navigate(practiceDetailsPath(dashboard.practice.id));
    notify(DASHBOARD_TEXTS.dashboardAdded(dashboard.name));
  };
}

function NewDashboardForm({ practice }: { practice: PracticeRef }) {
  const submit = useCreateAndReturn();
  return (
    <DashboardForm
      defaultValues={newDashboard(practice.id)}
      typeOptions={dashboardTypeOptions()}
      cancelTo={practiceDetailsPath(practice.id)}
      onSubmit={submit}
    />
  );
}

function NewDashboardFormWithChoice() {
  const submit = useCreateAndReturn();
  return (
    <DashboardForm
      defaultValues={newDashboard('')}
      typeOptions={dashboardTypeOptions()}
      choosePractice
      cancelTo="/admin/dashboards"
      onSubmit={submit}
    />
  );
}

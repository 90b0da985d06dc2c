import type { TDashboard } from '@praktijkportaal/contract/dashboards';
import { faTrash } from '../../../components/icons/solid/trash';
import { ActionLink } from '../../../components/ui/action-link';
import { EditLink } from '../../../components/ui/edit-link';
import { IconButton } from '../../../components/ui/icon-button';
import { DASHBOARD_TEXTS } from '../texts';

type Props = {
  dashboard: TDashboard;
  /** Given for the Admin, who also edits and deletes. */
  /** Asks to delete, with the confirmation to show once it is done. */
  onDelete?: (dashboardId: number, done: string) => void;
};

/** Bekijk dashboard for everyone; Bewerken and a delete icon for the Admin. */
export function DashboardRowActions({ dashboard, onDelete }: Props) {
  return (
    <span className="inline-flex items-center gap-4">
      <ActionLink to={`/dashboard/${dashboard.id}`}>
        {DASHBOARD_TEXTS.viewDashboard}
        <span className="sr-only"> {dashboard.name}</span>
      </ActionLink>
      {onDelete ? (
        <>
          <EditLink to={`/admin/edit-dashboard/${dashboard.id}`} name={dashboard.name} />
          <IconButton
            icon={faTrash}
            tone="danger"
            label={DASHBOARD_TEXTS.deleteDashboard(dashboard.name)}
            onClick={() => onDelete(dashboard.id, DASHBOARD_TEXTS.dashboardDeleted(dashboard.name))}
          />
        </>
      ) : null}
    </span>
  );
}

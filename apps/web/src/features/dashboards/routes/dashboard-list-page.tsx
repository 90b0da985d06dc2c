import { useDeferredValue, useRef, useState } from 'react';
import { ActionLink } from '../../../components/ui/action-link';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { TextField } from '../../../components/ui/text-field';
import { TEXTS } from '../../../lib/texts';
import { DashboardTable } from '../components/dashboard-table';
import { DeletedDashboardTable } from '../components/deleted-dashboard-table';
import { DASHBOARD_TEXTS } from '../texts';

/**
 * /admin/dashboards (spec §2): search by name, sort by name, grip and type, view, edit,
 * delete, and the deleted dashboards with reinstate.
 */
export function DashboardListPage() {
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [showDeleted, setShowDeleted] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);

  return (
    <section className="flex flex-col gap-6">
      <PageHeader title={DASHBOARD_TEXTS.dashboardsTitle}>
        <ActionLink variant="button" to="/admin/add-dashboard">
          {DASHBOARD_TEXTS.addDashboard}
        </ActionLink>
      </PageHeader>
      <div className="max-w-sm">
        <TextField
          ref={searchRef}
          label={TEXTS.searchByName}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <DashboardTable search={deferredSearch} fallbackFocus={searchRef} />
      <div>
        <Button variant="secondary" onClick={() => setShowDeleted((shown) => !shown)}>
          {showDeleted
            ? DASHBOARD_TEXTS.hideDeletedDashboards
            : DASHBOARD_TEXTS.showDeletedDashboards}
        </Button>
      </div>
      {showDeleted ? (
        <section aria-labelledby="verwijderde-dashboards" className="flex flex-col gap-3">
          <h2 id="verwijderde-dashboards" className="text-xl font-bold">
            {DASHBOARD_TEXTS.deletedDashboardsTitle}
          </h2>
          <DeletedDashboardTable search={deferredSearch} fallbackFocus={searchRef} />
        </section>
      ) : null}
    </section>
  );
}

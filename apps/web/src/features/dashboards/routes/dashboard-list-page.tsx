import { useDeferredValue, useRef, useState } from 'react';
import { ActionLink } from '../../../components/ui/action-link';
import { DeletedItemsSection } from '../../../components/ui/deleted-items-section';
import { NameSearchField } from '../../../components/ui/name-search-field';
import { PageHeader } from '../../../components/ui/page-header';
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
  const searchRef = useRef<HTMLInputElement>(null);

  return (
    <section className="flex flex-col gap-6">
      <PageHeader title={DASHBOARD_TEXTS.dashboardsTitle}>
        <ActionLink variant="button" to="/admin/add-dashboard">
          {DASHBOARD_TEXTS.addDashboard}
        </ActionLink>
      </PageHeader>
      <NameSearchField ref={searchRef} value={search} onChange={setSearch} />
      <DashboardTable search={deferredSearch} fallbackFocus={searchRef} />
      <DeletedItemsSection
        showLabel={DASHBOARD_TEXTS.showDeletedDashboards}
        hideLabel={DASHBOARD_TEXTS.hideDeletedDashboards}
        title={DASHBOARD_TEXTS.deletedDashboardsTitle}
      >
        <DeletedDashboardTable search={deferredSearch} fallbackFocus={searchRef} />
      </DeletedItemsSection>
    </section>
  );
}

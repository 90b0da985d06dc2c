import { useRef } from 'react';
import { ActionLink } from '../../../components/ui/action-link';
import { DeletedItemsSection } from '../../../components/ui/deleted-items-section';
import { NameSearchField } from '../../../components/ui/name-search-field';
import { PageHeader } from '../../../components/ui/page-header';
import { useListSearch } from '../../../lib/use-list-params';
import { DashboardTable } from '../components/dashboard-table';
import { DeletedDashboardTable } from '../components/deleted-dashboard-table';
import { DASHBOARD_TEXTS } from '../texts';

/**
 * /admin/dashboards (spec §2): search by name, sort by name, grip, type and practice, pages,
 * view, edit, delete, and the deleted dashboards with reinstate; the address keeps the state.
 */
export function DashboardListPage() {
  const [search, setSearch] = useListSearch();
  const searchRef = useRef<HTMLInputElement>(null);

  return (
    <section className="flex flex-col gap-6">
      <PageHeader title={DASHBOARD_TEXTS.dashboardsTitle}>
        <ActionLink variant="button" to="/admin/add-dashboard">
          {DASHBOARD_TEXTS.addDashboard}
        </ActionLink>
      </PageHeader>
      <NameSearchField ref={searchRef} value={search} onChange={setSearch} />
      <DashboardTable fallbackFocus={searchRef} />
      <DeletedItemsSection
        showLabel={DASHBOARD_TEXTS.showDeletedDashboards}
        hideLabel={DASHBOARD_TEXTS.hideDeletedDashboards}
        title={DASHBOARD_TEXTS.deletedDashboardsTitle}
      >
        <DeletedDashboardTable fallbackFocus={searchRef} />
      </DeletedItemsSection>
    </section>
  );
}

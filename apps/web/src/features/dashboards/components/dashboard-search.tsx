import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { type ComboboxOption, SearchCombobox } from '../../../components/ui/search-combobox';
import { useDashboards } from '../api/get-dashboards';
import { searchDashboards } from '../lib/dashboard-search';
import { DASHBOARD_TEXTS } from '../texts';

/** The dashboard page's search dropdown for Admin and Coach: choosing a hit opens it. */
export function DashboardSearch() {
  const navigate = useNavigate();
  const dashboards = useDashboards();
  const [search, setSearch] = useState('');

  const options = useMemo<ComboboxOption[]>(
    () =>
      searchDashboards(dashboards.data ?? [], search).map((dashboard) => ({
        id: String(dashboard.id),
        label: dashboard.name,
        detail: `${dashboard.practice.name} · ${dashboard.type_dashboard}`,
      })),
    [dashboards.data, search],
  );

  return (
    <div className="w-full max-w-md print:hidden">
      <SearchCombobox
        label={DASHBOARD_TEXTS.searchLabel}
        hint={DASHBOARD_TEXTS.searchHint}
        options={options}
        search={search}
        onSearchChange={setSearch}
        onChoose={(option) => {
          setSearch('');
          navigate(`/dashboard/${option.id}`);
        }}
        noResultsText={
          dashboards.isError
            ? DASHBOARD_TEXTS.dashboardsLoadFailed
            : DASHBOARD_TEXTS.noDashboardsFound
        }
        resultsText={DASHBOARD_TEXTS.searchResults}
      />
    </div>
  );
}

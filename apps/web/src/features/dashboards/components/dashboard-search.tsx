import { DASHBOARD_SEARCH_LIMIT } from '@praktijkportaal/contract/dashboards';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDashboards } from '../../../api/dashboards';
import { type ComboboxOption, SearchCombobox } from '../../../components/ui/search-combobox';
import { TEXTS } from '../../../lib/texts';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { DASHBOARD_TEXTS } from '../texts';

/**
 * The dashboard page's search dropdown for Admin and Coach: the server's first hits (spec §9:
 * at most 5) among dashboards whose name or practice contains the search; choosing one opens it.
 */
export function DashboardSearch() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const wanted = useDebouncedValue(search.trim());
  const hits = useDashboards(
    { q: wanted, limit: DASHBOARD_SEARCH_LIMIT },
    { enabled: wanted !== '' },
  );
  const rows = search.trim() === '' ? undefined : hits.data?.rows;
  // "Geen dashboards gevonden." only once the server has answered this very search.
  const answered = wanted === search.trim() && !hits.isFetching;

  const options = useMemo<ComboboxOption[]>(
    () =>
      (rows ?? []).map((dashboard) => ({
        id: String(dashboard.id),
        label: dashboard.name,
        detail: `${dashboard.practice.name} · ${dashboard.type_dashboard}`,
      })),
    [rows],
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
        statusText={(count) =>
          count > 0
            ? DASHBOARD_TEXTS.searchResults(count)
            : hits.isError
              ? DASHBOARD_TEXTS.dashboardsLoadFailed
              : answered
                ? DASHBOARD_TEXTS.noDashboardsFound
                : TEXTS.loading
        }
      />
    </div>
  );
}

import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  AUDIT_FILTERS,
  type AuditFilter,
  auditCsvHref,
  auditFiltersFrom,
  useAuditEvents,
  useFilterUsers,
} from '../../../api/audit';
import { ACTION_LINK_CLASSES } from '../../../components/ui/action-link';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { StatusText } from '../../../components/ui/status-text';
import { TEXTS } from '../../../lib/texts';
import { useListParams } from '../../../lib/use-list-params';
import { AUDIT_COLUMNS } from '../components/audit-columns';
import { AuditFilters } from '../components/audit-filters';
import { AUDIT_TEXTS } from '../texts';

const NO_SORTS: readonly string[] = [];

/**
 * /logboek (Admin): the audit trail, newest first, paged by the server and
 * filtered by user, kind of item and period; the address holds the filters and the page, and
 * "Download CSV" exports every row of the same filters.
 */
export function AuditLogPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => auditFiltersFrom(searchParams), [searchParams]);
  const params = useListParams(NO_SORTS);
  const events = useAuditEvents(params.query, filters);
  const users = useFilterUsers(filters.user_id === undefined ? undefined : Number(filters.user_id));
  const filtered = AUDIT_FILTERS.some((name) => filters[name] !== undefined);

  const setFilter = (name: AuditFilter, value: string) =>
    setSearchParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (value) updated.set(name, value);
        else updated.delete(name);
        // Other filters start at the first page.
        updated.delete('page');
        return updated;
      },
      { preventScrollReset: true },
    );

  return (
    <section className="flex flex-col gap-6">
      <PageHeader title={AUDIT_TEXTS.title}>
        <a href={auditCsvHref(filters)} download className={ACTION_LINK_CLASSES.button}>
          {AUDIT_TEXTS.downloadCsv}
        </a>
      </PageHeader>
      <AuditFilters filters={filters} users={users} onChange={setFilter} />
      {filtered ? (
        <div>
          <Button variant="secondary" onClick={() => setSearchParams({})}>
            {AUDIT_TEXTS.clearFilters}
          </Button>
        </div>
      ) : null}
      {events.isPending ? (
        <StatusText>{TEXTS.loading}</StatusText>
      ) : events.isError ? (
        <Alert>{AUDIT_TEXTS.loadFailed}</Alert>
      ) : (
        <DataTable
          rows={events.data.rows}
          columns={AUDIT_COLUMNS}
          caption={AUDIT_TEXTS.title}
          emptyText={filtered ? AUDIT_TEXTS.noResults : AUDIT_TEXTS.nothingYet}
          getRowId={(event) => String(event.id)}
          paging={{
            params,
            total: events.data.total,
            busy: events.isPlaceholderData,
            countText: AUDIT_TEXTS.count,
          }}
        />
      )}
    </section>
  );
}

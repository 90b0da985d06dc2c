import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { choiceQuery, overviewChoiceFrom } from '../../../api/month-overview';
import { NameSearchField } from '../../../components/ui/name-search-field';
import { PageHeader } from '../../../components/ui/page-header';
import { useListSearch } from '../../../lib/use-list-params';
import { MonthOverviewTable } from '../components/month-overview-table';
import { MonthSwitcher } from '../components/month-switcher';
import { OverviewFilters } from '../components/overview-filters';
import type { ReportFormState } from '../components/row-actions';
import { OVERVIEW_TEXTS } from '../texts';

const detailsPaths = {
  admin: (practiceId: number) => `/admin/practice-details/${practiceId}`,
  coach: (practiceId: number) => `/coach/practice-details/${practiceId}`,
};

/**
 * "Deze maand" (decision 094): the Coach's start page (the spec's practice list,
 * with the month's reports beside it) and the Admin's page of its own with a coach filter. The
 * month, filter, coach, search, sort and page live in the address.
 */
export function MonthOverviewPage({
  variant,
  reportFormState,
}: {
  variant: 'admin' | 'coach';
  reportFormState: ReportFormState;
}) {
  const [params] = useSearchParams();
  const [search, setSearch] = useListSearch();
  const searchRef = useRef<HTMLInputElement>(null);
  const choice = overviewChoiceFrom(params);
  const title = variant === 'admin' ? OVERVIEW_TEXTS.adminTitle : OVERVIEW_TEXTS.coachTitle;

  return (
    <section className="flex flex-col gap-6">
      <PageHeader title={title} />
      <MonthSwitcher month={choice.month} />
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end">
        <div className="lg:w-80">
          <NameSearchField ref={searchRef} value={search} onChange={setSearch} />
        </div>
        <OverviewFilters
          filter={choice.filter}
          coachId={choice.coachId}
          coachFilter={variant === 'admin'}
        />
      </div>
      <MonthOverviewTable
        caption={title}
        month={choice.month}
        choice={choiceQuery(choice)}
        filtered={choice.filter !== undefined || choice.coachId !== undefined}
        detailsPath={detailsPaths[variant]}
        reportFormState={reportFormState}
        fallbackFocus={searchRef}
      />
    </section>
  );
}

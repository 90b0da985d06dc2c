import type { MonthOverviewFilter } from '@praktijkportaal/contract/month-overview-fields';
import { useSearchParams } from 'react-router';
import { OVERVIEW_PARAMS, useOverviewCoaches } from '../../../api/month-overview';
import { SelectField } from '../../../components/ui/select-field';
import { OVERVIEW_TEXTS } from '../texts';

const FILTER_OPTIONS = [
  { value: '', label: OVERVIEW_TEXTS.allPractices },
  { value: 'no_report', label: OVERVIEW_TEXTS.withoutReport },
  { value: 'unread', label: OVERVIEW_TEXTS.notRead },
] satisfies { value: MonthOverviewFilter | ''; label: string }[];

/** "Zonder verslag" / "Niet gelezen", and for the Admin the coach whose practices are shown. */
export function OverviewFilters({
  filter,
  coachId,
  coachFilter,
}: {
  filter: MonthOverviewFilter | undefined;
  coachId: number | undefined;
  coachFilter: boolean;
}) {
  const [, setParams] = useSearchParams();
  const coaches = useOverviewCoaches(coachFilter);
  const choose = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('page');
        return next;
      },
      { preventScrollReset: true },
    );
  return (
    <div className="flex flex-wrap gap-4">
      <div className="w-full sm:w-56">
        <SelectField
          label={OVERVIEW_TEXTS.showLabel}
          options={FILTER_OPTIONS}
          value={filter ?? ''}
          onChange={(event) => choose(OVERVIEW_PARAMS.filter, event.target.value)}
        />
      </div>
      {coachFilter ? (
        <div className="w-full sm:w-64">
          <SelectField
            label={OVERVIEW_TEXTS.coachLabel}
            options={[
              { value: '', label: OVERVIEW_TEXTS.allCoaches },
              ...(coaches.data ?? []).map((coach) => ({
                value: String(coach.id),
                label: coach.name,
              })),
            ]}
            value={coachId === undefined ? '' : String(coachId)}
            onChange={(event) => choose(OVERVIEW_PARAMS.coach, event.target.value)}
          />
        </div>
      ) : null}
    </div>
  );
}

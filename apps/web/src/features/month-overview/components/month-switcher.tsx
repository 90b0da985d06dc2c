import { monthParam } from '@praktijkportaal/contract/month-overview-fields';
import { addMonths, type TReportMonth } from '@praktijkportaal/contract/report-month';
import { Link, useSearchParams } from 'react-router';
import { OVERVIEW_PARAMS } from '../../../api/month-overview';
import { ACTION_LINK_CLASSES } from '../../../components/ui/action-link';
import { OVERVIEW_TEXTS } from '../texts';

/**
 * The month shown and the way to its neighbours, one click each. The month lives in the address
 * (`?maand=2026-11`); another month starts at the list's first page, keeping search and filter.
 */
export function MonthSwitcher({ month }: { month: TReportMonth }) {
  const [params] = useSearchParams();
  const linkTo = (to: TReportMonth) => {
    const next = new URLSearchParams(params);
    next.set(OVERVIEW_PARAMS.month, monthParam(to));
    next.delete('page');
    return `?${next}`;
  };
  const link = `${ACTION_LINK_CLASSES.text} inline-flex min-h-10 items-center px-1`;
  return (
    <nav aria-label="Maand" className="flex flex-wrap items-center gap-x-4 gap-y-1">
      <Link to={linkTo(addMonths(month, -1))} className={link} preventScrollReset>
        ← {OVERVIEW_TEXTS.previousMonth}
      </Link>
      <h2
        className="order-first w-full text-lg font-semibold sm:order-none sm:w-auto"
        aria-live="polite"
      >
        {OVERVIEW_TEXTS.monthHeading(month)}
      </h2>
      <Link to={linkTo(addMonths(month, 1))} className={link} preventScrollReset>
        {OVERVIEW_TEXTS.nextMonth} →
      </Link>
    </nav>
  );
}

import { faChevronRight } from '@fortawesome/free-solid-svg-icons';
import type { TUserPractice } from '@praktijkportaal/contract/users';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';

/** A Manager's practices as cards; each opens that practice's dashboards. */
export function PracticePicker({ practices }: { practices: readonly TUserPractice[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {practices.map((practice) => (
        <li key={practice.id}>
          <Link
            to={`/practice/${practice.id}`}
            className="group flex h-full items-center justify-between gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm hover:border-theme-600 hover:shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-theme-600"
          >
            <span className="flex min-w-0 flex-col gap-1">
              <span className="text-lg font-semibold break-words text-theme-800 group-hover:underline">
                {practice.name}
              </span>
              {practice.description ? (
                <span className="text-sm text-slate-600">{practice.description}</span>
              ) : null}
            </span>
            <Icon icon={faChevronRight} className="text-theme-700" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

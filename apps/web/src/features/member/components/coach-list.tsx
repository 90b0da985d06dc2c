import { usePracticeCoaches } from '../../../api/practices';
import { Icon } from '../../../components/icons/icon';
import { faEnvelope } from '../../../components/icons/solid/envelope';
import { Alert } from '../../../components/ui/alert';
import { StatusText } from '../../../components/ui/status-text';
import { TEXTS } from '../../../lib/texts';
import { MEMBER_TEXTS } from '../texts';

/** The practice's coaches with name and email (spec §2); the address opens a new mail. */
export function CoachList({ practiceId }: { practiceId: number }) {
  const coaches = usePracticeCoaches(practiceId);
  if (coaches.isPending) return <StatusText>{TEXTS.loading}</StatusText>;
  if (coaches.isError) return <Alert>{MEMBER_TEXTS.coachesLoadFailed}</Alert>;
  if (coaches.data.length === 0) return <p className="text-slate-600">{MEMBER_TEXTS.noCoaches}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {coaches.data.map((coach) => (
        <li
          key={coach.id}
          className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
        >
          <span className="font-semibold">{coach.name}</span>
          <a
            href={`mailto:${coach.email}`}
            className="inline-flex items-center gap-2 rounded-md font-semibold text-theme-800 underline underline-offset-2 hover:text-theme-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-theme-600"
          >
            <Icon icon={faEnvelope} />
            {coach.email}
          </a>
        </li>
      ))}
    </ul>
  );
}

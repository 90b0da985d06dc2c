import { type ReactNode, useRef } from 'react';
import { usePractice } from '../../../api/practices';
import { PracticeActionPointsOverview } from '../../../components/action-points/practice-action-points-overview';
import { ActionLink } from '../../../components/ui/action-link';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { StatusText } from '../../../components/ui/status-text';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { usePageName } from '../../../lib/page-context';
import { TEXTS } from '../../../lib/texts';
import { useIdParam } from '../../../lib/use-id-param';
import { DeletedPracticeNotice } from '../components/deleted-practice-notice';
import { PracticeInfo } from '../components/practice-info';
import { PracticeUsersTable } from '../components/practice-users-table';

/** `writable`: false for a deleted practice, whose sections then offer no changes. */
type PracticeRef = { id: number; name: string; writable: boolean };

type Props = {
  /** admin: /admin/practice-details, with editing; coach: /coach/practice-details, read-only. */
  variant: 'admin' | 'coach';
  /** The dashboards and documents sections come from their features, through the router. */
  dashboardsSection: (practice: PracticeRef) => ReactNode;
  documentsSection: (practice: PracticeRef) => ReactNode;
};

/** A practice's details (spec §2): its facts, users, and the sections later issues fill. */
export function PracticeDetailsPage({ variant, dashboardsSection, documentsSection }: Props) {
  const practiceId = useIdParam('practiceId');
  const usersHeadingRef = useRef<HTMLHeadingElement>(null);
  const infoHeadingRef = useRef<HTMLHeadingElement>(null);
  const practice = usePractice(practiceId);
  usePageName(practice.data?.name);
  const manage = variant === 'admin';

  if (practice.isPending) return <StatusText>{TEXTS.loading}</StatusText>;
  if (practice.isError) return <Alert>{apiErrorMessage(practice.error)}</Alert>;
  const details = practice.data;
  const ref = { id: details.id, name: details.name, writable: details.is_active };
  const manageHere = manage && details.is_active;

  return (
    <section className="flex flex-col gap-8">
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold text-theme-700">{TEXTS.practiceDetailsTitle}</p>
        <PageHeader title={details.name}>
          {manageHere ? (
            <ActionLink to={`/admin/edit-practice/${details.id}`}>{TEXTS.edit}</ActionLink>
          ) : null}
        </PageHeader>
      </div>
      {manage ? <DeletedPracticeNotice practice={details} fallbackFocus={infoHeadingRef} /> : null}
      <section aria-labelledby="praktijk-gegevens" className="flex flex-col gap-3">
        <h2
          id="praktijk-gegevens"
          ref={infoHeadingRef}
          tabIndex={-1}
          className="text-xl font-bold focus:outline-none"
        >
          {TEXTS.practiceInfoTitle}
        </h2>
        <PracticeInfo practice={details} />
      </section>
      {/* A Coach comes for the reports and files: they come first, before the read-only
          sections, in the document's order so reading and focus follow what is seen. */}
      {manage ? null : documentsSection(ref)}
      <PracticeActionPointsOverview practiceId={details.id} />
      {dashboardsSection(ref)}
      <section aria-labelledby="praktijk-gebruikers" className="flex flex-col gap-3">
        <h2
          id="praktijk-gebruikers"
          ref={usersHeadingRef}
          tabIndex={-1}
          className="text-xl font-bold focus:outline-none"
        >
          {TEXTS.practiceUsersTitle}
        </h2>
        <PracticeUsersTable
          practice={details}
          manage={manageHere}
          fallbackFocus={usersHeadingRef}
        />
      </section>
      {manage ? documentsSection(ref) : null}
    </section>
  );
}

import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import type { ReactNode } from 'react';
import { useOutletContext } from 'react-router';
import { AccessDenied } from '../../../components/ui/access-denied';
import { BackLink } from '../../../components/ui/back-link';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageName } from '../../../lib/page-context';
import { useIdParam } from '../../../lib/use-id-param';
import { DOCUMENT_TEXTS } from '../texts';

type Props = {
  title: string;
  /** The practice's list, given the practice's id from the address. */
  children: (practiceId: number) => ReactNode;
};

/**
 * A Klant's or Manager's page of one of their practices: its title under a link back to the
 * practice's dashboards, which names the practice (a Manager's sidebar leads to the first
 * practice only). A practice that is not the user's shows the one refused page.
 */
export function MemberDocumentsPage({ title, children }: Props) {
  const practiceId = useIdParam('practiceId');
  const user = useOutletContext<TUserWithPractices>();
  const practiceName = user.practices.find((practice) => practice.id === practiceId)?.name;
  usePageName(practiceName);

  // Not one of the user's practices: the server refuses its lists (404); say so at once.
  if (!practiceName) return <AccessDenied />;
  return (
    <section className="flex flex-col gap-6">
      <div className="flex flex-col items-start gap-2">
        <BackLink to={`/practice/${practiceId}`}>
          {DOCUMENT_TEXTS.backToPracticeNamed(practiceName)}
        </BackLink>
        <PageHeader title={title} />
      </div>
      {children(practiceId)}
    </section>
  );
}

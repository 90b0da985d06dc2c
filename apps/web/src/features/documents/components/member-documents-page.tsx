import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import type { ReactNode } from 'react';
import { useOutletContext } from 'react-router';
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
 * A Klant's or Manager's page of one of their practices: its title, the practice's name, and a
 * link back to the practice's dashboards (a Manager's sidebar leads to the first practice only).
 */
export function MemberDocumentsPage({ title, children }: Props) {
  const practiceId = useIdParam('practiceId');
  const user = useOutletContext<TUserWithPractices>();
  const practiceName = user.practices.find((practice) => practice.id === practiceId)?.name;
  usePageName(practiceName);

  return (
    <section className="flex flex-col gap-6">
      <div>
        <BackLink to={`/practice/${practiceId}`}>
          {practiceName
            ? DOCUMENT_TEXTS.backToPracticeNamed(practiceName)
            : DOCUMENT_TEXTS.backToPractice}
        </BackLink>
      </div>
      <div className="flex flex-col gap-1">
        {practiceName ? (
          <p className="text-sm font-semibold text-theme-700">{practiceName}</p>
        ) : null}
        <PageHeader title={title} />
      </div>
      {children(practiceId)}
    </section>
  );
}

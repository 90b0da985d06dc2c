import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import type { ReactNode } from 'react';
import { useOutletContext } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { useIdParam } from '../../../lib/use-id-param';

type Props = {
  title: string;
  /** The practice's list, given the practice's id from the address. */
  children: (practiceId: number) => ReactNode;
};

/** A Klant's or Manager's page of one of their practices: its title and the practice's name. */
export function MemberDocumentsPage({ title, children }: Props) {
  const practiceId = useIdParam('practiceId');
  const user = useOutletContext<TUserWithPractices>();
  const practiceName = user.practices.find((practice) => practice.id === practiceId)?.name;

  return (
    <section className="flex flex-col gap-6">
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

import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import { Navigate, useLocation, useOutletContext } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { PracticePicker } from '../components/practice-picker';
import { memberHomeChoice } from '../lib/member-home-choice';
import { MEMBER_TEXTS } from '../texts';

/**
 * A Klant's or Manager's `/` (spec §2, §4), once their practices are fetched anew (one may have
 * been linked since they logged in; the route's loader, app/loaders.ts, waits for that): their
 * one practice, a picker for several, or the message that none is linked yet.
 */
export function MemberHomePage() {
  const user = useOutletContext<TUserWithPractices>();
  const { state } = useLocation();

  const choice = memberHomeChoice(user.practices);
  switch (choice.kind) {
    case 'openPractice':
      // The state goes along: it may carry a message for the person (Wachtwoord veranderd!).
      return <Navigate to={`/practice/${choice.practiceId}`} replace state={state} />;
    case 'noPractice':
      return (
        <section className="flex flex-col gap-3">
          <PageHeader title={MEMBER_TEXTS.welcome} />
          <p className="text-slate-700">{MEMBER_TEXTS.noPractice}</p>
          <p className="text-slate-600">{MEMBER_TEXTS.noPracticeHint}</p>
        </section>
      );
    case 'pickPractice':
      return (
        <section className="flex flex-col gap-6" aria-labelledby="kies-praktijk">
          <PageHeader title={MEMBER_TEXTS.welcome} />
          <div className="flex flex-col gap-2">
            <h2 id="kies-praktijk" className="text-xl font-bold">
              {MEMBER_TEXTS.choosePractice}
            </h2>
            <p className="text-slate-700">{MEMBER_TEXTS.choosePracticeIntro}</p>
          </div>
          <PracticePicker />
        </section>
      );
  }
}

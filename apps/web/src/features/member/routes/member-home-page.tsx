import { MESSAGES } from '@praktijkportaal/contract/messages';
import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useOutletContext } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { StatusText } from '../../../components/ui/status-text';
import { queryKeys } from '../../../lib/query-keys';
import { PracticePicker } from '../components/practice-picker';
import { memberHomeChoice } from '../lib/member-home-choice';
import { MEMBER_TEXTS } from '../texts';

/**
 * A Klant's or Manager's `/` (spec §2, §4): Loading. while their practices are fetched anew
 * (one may have been linked since they logged in), then their one practice, a picker for
 * several, or the message that none is linked yet.
 */
export function MemberHomePage() {
  const user = useOutletContext<TUserWithPractices>();
  const { state } = useLocation();
  const practicesChecked = usePracticesCheckedAnew();
  if (!practicesChecked) return <StatusText>{MESSAGES.loading}</StatusText>;

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

/** Asks the server for the signed-in user again; true once the answer (or a failure) is in. */
function usePracticesCheckedAnew() {
  const queryClient = useQueryClient();
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.me }).finally(() => setChecked(true));
  }, [queryClient]);
  return checked;
}

import { PageHeader } from '../../../components/ui/page-header';
import { PracticePicker } from '../components/practice-picker';
import { MEMBER_TEXTS } from '../texts';

/**
 * A Klant's or Manager's `/` (spec §2, §4) when it is not their one practice (the route's loader,
 * app/loaders.ts, sends them there): a picker for several, or the message that none is linked yet.
 */
export function MemberHomePage({ choice }: { choice: 'noPractice' | 'pickPractice' }) {
  switch (choice) {
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

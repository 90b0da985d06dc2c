import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import { useRef } from 'react';
import { TEXTS } from '../../../lib/texts';
import { AvailablePractices } from './available-practices';
import { UserPracticeList } from './user-practice-list';

/**
 * Spec §2: adding is offered while the user has no practice, and always to a Coach or Manager;
 * a Klant holds one practice.
 */
function mayAddPractice(user: TUserWithPractices) {
  return user.practices.length === 0 || user.type === 'Coach' || user.type === 'Manager';
}

function AvailablePracticesOrWhyNot({ user }: { user: TUserWithPractices }) {
  if (!user.is_active) return <p className="text-slate-600">{TEXTS.deletedUserGetsNoPractices}</p>;
  if (!mayAddPractice(user)) return <p className="text-slate-600">{TEXTS.klantHasPractice}</p>;
  return <AvailablePractices user={user} />;
}

/** A non-Admin's practices and the ones that can still be added; an Admin has none. */
export function UserPractices({ user }: { user: TUserWithPractices }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  if (user.type === 'Admin') return <p className="text-slate-600">{TEXTS.adminHasNoPractices}</p>;
  return (
    <>
      <section aria-labelledby="praktijken-van-gebruiker" className="flex flex-col gap-3">
        <h2
          id="praktijken-van-gebruiker"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-bold focus:outline-none"
        >
          {TEXTS.userPracticesTitle}
        </h2>
        <UserPracticeList user={user} fallbackFocus={headingRef} />
      </section>
      <section aria-labelledby="beschikbare-praktijken" className="flex flex-col gap-3">
        <h2 id="beschikbare-praktijken" className="text-xl font-bold">
          {TEXTS.availablePracticesTitle}
        </h2>
        <AvailablePracticesOrWhyNot user={user} />
      </section>
    </>
  );
}

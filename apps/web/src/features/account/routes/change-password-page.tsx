import type { TSessionUser } from '@praktijkportaal/contract/auth';
import { useState } from 'react';
import { useOutletContext } from 'react-router';
import { mustChangePassword } from '../../../lib/held-user';
import { ChangePasswordForm } from '../components/change-password-form';
import { SecondFactorSection } from '../second-factor/second-factor-section';
import { OwnSessionsSection } from '../sessions/own-sessions-section';

/**
 * /change-password is the forced first change (spec §4; its loader sends home one who changed
 * the password before); /user-password-change is the one the sidebar offers at any time.
 */
export function ChangePasswordPage({ forced }: { forced: boolean }) {
  const user = useOutletContext<TSessionUser>();
  // The "before you go on" text is for the one who is held here, not for anyone on this route.
  const [heldOnArrival] = useState(() => mustChangePassword(user));
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Wachtwoord wijzigen</h1>
      {heldOnArrival ? (
        <p className="max-w-md text-slate-700">
          Kies een eigen wachtwoord voordat je verdergaat. Het wachtwoord dat je kreeg, werkt daarna
          niet meer.
        </p>
      ) : null}
      <ChangePasswordForm />
      {/* Below the form, for anyone not held at the forced change. */}
      {forced || mustChangePassword(user) ? null : (
        <>
          <SecondFactorSection user={user} />
          <OwnSessionsSection />
        </>
      )}
    </section>
  );
}

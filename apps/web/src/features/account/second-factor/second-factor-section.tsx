import type { TSessionUser } from '@praktijkportaal/contract/auth';
import { Link } from 'react-router';
import { MFA_ROUTE } from '../../../lib/held-user';
import { MFA_TEXTS } from './mfa-texts';

const HEADING_ID = 'tweestapsverificatie';

/** On the password page: whether the second factor is on, and the way to its page. */
export function SecondFactorSection({ user }: { user: TSessionUser }) {
  return (
    <section aria-labelledby={HEADING_ID} className="mt-6 flex max-w-2xl flex-col gap-3">
      <h2 id={HEADING_ID} className="text-xl font-bold">
        {MFA_TEXTS.title}
      </h2>
      <p className="text-slate-700">{user.mfa_enabled ? MFA_TEXTS.isOn : MFA_TEXTS.isOff}</p>
      <p>
        <Link
          to={MFA_ROUTE}
          className="rounded-md font-semibold text-theme-800 underline underline-offset-2 hover:text-theme-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-theme-600"
        >
          {MFA_TEXTS.sectionLink}
        </Link>
      </p>
    </section>
  );
}

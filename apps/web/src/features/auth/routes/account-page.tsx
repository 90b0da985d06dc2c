import type { TSessionUser } from '@praktijkportaal/contract/auth';
import { useOutletContext } from 'react-router';
import { ACCOUNT_TEXTS } from '../account-texts';
import { ChangePasswordForm } from '../components/change-password-form';
import { NoticeSettingSection } from '../components/notice-setting-section';
import { OwnNameForm } from '../components/own-name-form';
import { OwnSessionsSection } from '../components/own-sessions-section';
import { PasskeysSection } from '../components/passkeys-section';
import { TwoFactorSection } from '../components/two-factor-section';

const PASSWORD_HEADING_ID = 'wachtwoord';

/**
 * "Mijn account" (issue #26 item 1), from the name in the header: the own name, notice mails
 * (Klant and Manager only: the notices are about their practices), the password, the second
 * factor, passkeys and "Ingelogde apparaten", each the component the password page uses too.
 */
export function AccountPage() {
  const user = useOutletContext<TSessionUser>();
  const getsNotices = user.type === 'Klant' || user.type === 'Manager';
  return (
    <section className="flex flex-col gap-8">
      <h1 className="text-2xl font-bold">{ACCOUNT_TEXTS.title}</h1>
      <OwnNameForm user={user} />
      {getsNotices ? <NoticeSettingSection /> : null}
      <section aria-labelledby={PASSWORD_HEADING_ID} className="flex flex-col gap-3">
        <h2 id={PASSWORD_HEADING_ID} className="text-xl font-bold">
          {ACCOUNT_TEXTS.passwordHeading}
        </h2>
        <ChangePasswordForm />
      </section>
      <TwoFactorSection user={user} />
      <PasskeysSection />
      <OwnSessionsSection />
    </section>
  );
}

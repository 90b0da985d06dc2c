import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import { useOutletContext } from 'react-router';
import { StatementLinks } from '../../../components/statement-links';
import { ACCOUNT_TEXTS } from '../account-texts';
import { ChangePasswordForm } from '../components/change-password-form';
import { EmailChangeSection } from '../components/email-change-section';
import { MyDataSection } from '../components/my-data-section';
import { NoticeSettingSection } from '../components/notice-setting-section';
import { OwnNameForm } from '../components/own-name-form';
import { PasskeysSection } from '../passkeys/passkeys-section';
import { SecondFactorSection } from '../second-factor/second-factor-section';
import { OwnSessionsSection } from '../sessions/own-sessions-section';

const PASSWORD_HEADING_ID = 'wachtwoord';
const STATEMENTS_HEADING_ID = 'privacy-en-toegankelijkheid';

/**
 * "Mijn account", from the name in the header: the own name, notice mails
 * (Klant and Manager only: the notices are about their practices), the password, the second
 * factor, passkeys and "Ingelogde apparaten", each the component the password page uses too;
 * the e-mail address and "Mijn gegevens downloaden"; the links to the
 * Privacyverklaring and the Toegankelijkheidsverklaring.
 */
export function AccountPage() {
  const user = useOutletContext<TUserWithPractices>();
  const getsNotices = user.type === 'Klant' || user.type === 'Manager';
  return (
    <section className="flex flex-col gap-8">
      <h1 className="text-2xl font-bold">{ACCOUNT_TEXTS.title}</h1>
      <OwnNameForm user={user} />
      <EmailChangeSection user={user} />
      {getsNotices ? <NoticeSettingSection practiceCount={user.practices.length} /> : null}
      <section aria-labelledby={PASSWORD_HEADING_ID} className="flex flex-col gap-3">
        <h2 id={PASSWORD_HEADING_ID} className="text-xl font-bold">
          {ACCOUNT_TEXTS.passwordHeading}
        </h2>
        <ChangePasswordForm afterChange="stay" />
      </section>
      <SecondFactorSection user={user} />
      <PasskeysSection />
      <OwnSessionsSection />
      <MyDataSection />
      <section aria-labelledby={STATEMENTS_HEADING_ID} className="flex flex-col gap-3">
        <h2 id={STATEMENTS_HEADING_ID} className="text-xl font-bold">
          {ACCOUNT_TEXTS.statementsHeading}
        </h2>
        <p className="text-sm text-slate-700">{ACCOUNT_TEXTS.statementsIntro}</p>
        <StatementLinks />
      </section>
    </section>
  );
}

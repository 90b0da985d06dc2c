import { setPasswordPagePath } from '@praktijkportaal/contract/page-paths';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { confirmEmailChange, reportEmailChange } from '../../../api/data-rights';
import { reportSecurityChange } from '../../../api/security-notices';
import { AuthCard } from '../../../components/auth-card';
import { ActionLink } from '../../../components/ui/action-link';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { usePageName } from '../../../lib/page-context';
import { MAILED_LINK_TEXTS } from '../mailed-link-texts';

type LinkKind = {
  title: string;
  intro: string;
  button: string;
  busy: string;
  /** The server's answer; a `password_token` leads on to choosing a new password. */
  send: (token: string) => Promise<{ message: string; password_token?: string }>;
};

const CONFIRM: LinkKind = {
  title: MAILED_LINK_TEXTS.confirmTitle,
  intro: MAILED_LINK_TEXTS.confirmIntro,
  button: MAILED_LINK_TEXTS.confirm,
  busy: MAILED_LINK_TEXTS.confirming,
  send: confirmEmailChange,
};

const REPORT: LinkKind = {
  title: MAILED_LINK_TEXTS.reportTitle,
  intro: MAILED_LINK_TEXTS.reportIntro,
  button: MAILED_LINK_TEXTS.report,
  busy: MAILED_LINK_TEXTS.reporting,
  send: reportEmailChange,
};

/** /e-mailadres-bevestigen/{token}: the link mailed to a new address (decision 074). */
export function ConfirmEmailChangePage() {
  return <MailedLinkPage kind={CONFIRM} />;
}

const SECURITY_REPORT: LinkKind = {
  title: MAILED_LINK_TEXTS.securityReportTitle,
  intro: MAILED_LINK_TEXTS.securityReportIntro,
  button: MAILED_LINK_TEXTS.report,
  busy: MAILED_LINK_TEXTS.reporting,
  send: reportSecurityChange,
};

/** /e-mailadres-niet-gewijzigd/{token}: "Dit was ik niet" from the old address (decision 074). */
export function ReportEmailChangePage() {
  return <MailedLinkPage kind={REPORT} />;
}

/** /dit-was-ik-niet/{token}: "Dit was ik niet" from a security mail (decision 088). */
export function SecurityReportPage() {
  return <MailedLinkPage kind={SECURITY_REPORT} />;
}

/**
 * A mailed link, opened in a browser, without logging in: nothing happens until the button is
 * pressed (a link checker opening it changes nothing), then the server's answer is shown, and
 * where the answer asks for it, the way on to a new password.
 */
function MailedLinkPage({ kind }: { kind: LinkKind }) {
  usePageName(kind.title);
  const token = useParams().token ?? '';
  const [state, setState] = useState<
    | { step: 'asking' | 'sending' }
    | { step: 'done'; message: string; passwordToken?: string }
    | { step: 'failed'; error: unknown }
  >({ step: 'asking' });
  const doneRef = useRef<HTMLParagraphElement>(null);
  const done = state.step === 'done';
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  const send = () => {
    setState({ step: 'sending' });
    kind.send(token).then(
      (answer) =>
        setState({ step: 'done', message: answer.message, passwordToken: answer.password_token }),
      (error: unknown) => setState({ step: 'failed', error }),
    );
  };

  return (
    <AuthCard title={kind.title}>
      <div role="status">
        {state.step === 'done' ? (
          <p
            ref={doneRef}
            tabIndex={-1}
            className="mt-4 rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-800 focus:outline-none"
          >
            {state.message}
          </p>
        ) : null}
      </div>
      {state.step === 'done' ? (
        <p className="mt-4 text-sm">
          {state.passwordToken ? (
            <ActionLink to={setPasswordPagePath(state.passwordToken)}>
              {MAILED_LINK_TEXTS.choosePassword}
            </ActionLink>
          ) : (
            <ActionLink to="/">{MAILED_LINK_TEXTS.toPortal}</ActionLink>
          )}
        </p>
      ) : (
        <div className="mt-4 flex flex-col gap-4">
          <p className="text-sm text-slate-700">{kind.intro}</p>
          {state.step === 'failed' ? <Alert>{apiErrorMessage(state.error)}</Alert> : null}
          <div>
            <Button disabled={state.step === 'sending'} onClick={send}>
              {state.step === 'sending' ? kind.busy : kind.button}
            </Button>
          </div>
        </div>
      )}
    </AuthCard>
  );
}

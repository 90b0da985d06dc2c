import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ActionLink } from '../../../components/ui/action-link';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { usePageName } from '../../../lib/page-context';
import { ACCOUNT_TEXTS } from '../account-texts';
import { useUnsubscribe } from '../api/unsubscribe';
import { AuthCard } from '../components/auth-card';

/**
 * /afmelden?user=…&sig=…: the unsubscribe link of a notice mail, opened in a browser. Nothing
 * changes until the button is pressed (a link checker opening it unsubscribes no one); no
 * login is needed, the signed link says who (decision 049).
 */
export function UnsubscribePage() {
  usePageName(ACCOUNT_TEXTS.unsubscribeTitle);
  const [params] = useSearchParams();
  const query = new URLSearchParams({
    user: params.get('user') ?? '',
    sig: params.get('sig') ?? '',
  }).toString();
  const request = useUnsubscribe();
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (request.isSuccess) doneRef.current?.focus();
  }, [request.isSuccess]);

  return (
    <AuthCard title={ACCOUNT_TEXTS.unsubscribeTitle}>
      <div role="status">
        {request.isSuccess ? (
          <p
            ref={doneRef}
            tabIndex={-1}
            className="mt-4 rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-800 focus:outline-none"
          >
            {ACCOUNT_TEXTS.unsubscribed}
          </p>
        ) : null}
      </div>
      {request.isSuccess ? (
        <p className="mt-4 text-sm">
          <ActionLink to="/">{ACCOUNT_TEXTS.toPortal}</ActionLink>
        </p>
      ) : (
        <div className="mt-4 flex flex-col gap-4">
          <p className="text-sm text-slate-700">{ACCOUNT_TEXTS.unsubscribeIntro}</p>
          {request.isError ? <Alert>{apiErrorMessage(request.error)}</Alert> : null}
          <div>
            <Button disabled={request.isPending} onClick={() => request.mutate(query)}>
              {request.isPending ? ACCOUNT_TEXTS.unsubscribing : ACCOUNT_TEXTS.unsubscribe}
            </Button>
          </div>
        </div>
      )}
    </AuthCard>
  );
}

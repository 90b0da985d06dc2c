import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { unsubscribe } from '../../../api/notices';
import { AuthCard } from '../../../components/auth-card';
import { ActionLink } from '../../../components/ui/action-link';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { usePageName } from '../../../lib/page-context';
import { UNSUBSCRIBE_TEXTS } from '../unsubscribe-texts';

/**
 * /afmelden?user=…&sig=…: the unsubscribe link of a notice mail, opened in a browser. Nothing
 * changes until the button is pressed (a link checker opening it unsubscribes no one); no
 * login is needed, the signed link says who (decision 049).
 */
export function UnsubscribePage() {
  usePageName(UNSUBSCRIBE_TEXTS.title);
  const [params] = useSearchParams();
  const query = { user: params.get('user') ?? '', sig: params.get('sig') ?? '' };
  const [state, setState] = useState<
    { step: 'asking' | 'sending' | 'done' } | { step: 'failed'; error: unknown }
  >({ step: 'asking' });
  const doneRef = useRef<HTMLParagraphElement>(null);
  const done = state.step === 'done';
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  const confirm = () => {
    setState({ step: 'sending' });
    unsubscribe(query).then(
      () => setState({ step: 'done' }),
      (error: unknown) => setState({ step: 'failed', error }),
    );
  };

  return (
    <AuthCard title={UNSUBSCRIBE_TEXTS.title}>
      <div role="status">
        {done ? (
          <p
            ref={doneRef}
            tabIndex={-1}
            className="mt-4 rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-800 focus:outline-none"
          >
            {UNSUBSCRIBE_TEXTS.unsubscribed}
          </p>
        ) : null}
      </div>
      {done ? (
        <p className="mt-4 text-sm">
          <ActionLink to="/">{UNSUBSCRIBE_TEXTS.toPortal}</ActionLink>
        </p>
      ) : (
        <div className="mt-4 flex flex-col gap-4">
          <p className="text-sm text-slate-700">{UNSUBSCRIBE_TEXTS.intro}</p>
          {state.step === 'failed' ? <Alert>{apiErrorMessage(state.error)}</Alert> : null}
          <div>
            <Button disabled={state.step === 'sending'} onClick={confirm}>
              {state.step === 'sending'
                ? UNSUBSCRIBE_TEXTS.unsubscribing
                : UNSUBSCRIBE_TEXTS.unsubscribe}
            </Button>
          </div>
        </div>
      )}
    </AuthCard>
  );
}

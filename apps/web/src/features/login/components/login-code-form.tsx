import { MESSAGES } from '@praktijkportaal/contract/messages';
import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import { type FormEvent, useRef, useState } from 'react';
import { loginWithCode } from '../../../api/second-factor-login';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-error';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { LOGIN_CODE_TEXTS } from '../login-code-texts';

type Props = {
  onLoggedIn: (user: TUserWithPractices) => void | Promise<void>;
  /** Back to e-mail and password: the pending login expired or the person wants to. */
  onRestart: (message?: string) => void;
};

/** The login's second step: a code from the app or a recovery code. */
export function LoginCodeForm({ onLoggedIn, onRestart }: Props) {
  const [failure, setFailure] = useState<unknown>(null);
  const [empty, setEmpty] = useState(false);
  const [pending, setPending] = useState(false);
  const sending = useRef(false);
  const codeRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    setFailure(null);
    setEmpty(code === '');
    if (code === '') {
      codeRef.current?.focus();
      return;
    }
    sending.current = true;
    setPending(true);
    try {
      const user = await loginWithCode({ code });
      await onLoggedIn(user);
    } catch (error) {
      // Without a pending login (five minutes passed) only starting again helps.
      if (error instanceof ApiError && error.status === 401 && isExpired(error)) {
        onRestart(MESSAGES.mfaLoginExpired);
        return;
      }
      setFailure(error);
      setPending(false);
      codeRef.current?.select();
    } finally {
      sending.current = false;
    }
  }

  const message = failure
    ? failure instanceof ApiError && failure.status === 429
      ? MESSAGES.mfaTooManyAttempts
      : apiErrorMessage(failure)
    : null;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">{LOGIN_CODE_TEXTS.intro}</p>
      {message ? <Alert>{message}</Alert> : null}
      <TextField
        ref={codeRef}
        label={MESSAGES.mfaCodeLabel}
        name="code"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        maxLength={64}
        error={empty ? MESSAGES.mfaCodeFormat : undefined}
      />
      <Button type="submit" disabled={pending}>
        {pending ? MESSAGES.loggingIn : LOGIN_CODE_TEXTS.button}
      </Button>
      <Button variant="secondary" onClick={() => onRestart()}>
        {LOGIN_CODE_TEXTS.back}
      </Button>
    </form>
  );
}

function isExpired(error: ApiError) {
  return error.body?.message === MESSAGES.mfaLoginExpired;
}

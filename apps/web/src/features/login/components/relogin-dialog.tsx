import { MESSAGES } from '@praktijkportaal/contract/messages';
import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { login, needsSecondFactor } from '../../../api/login';
import { logout } from '../../../api/logout';
import { meQueryKey } from '../../../api/me';
import { loginWithCode } from '../../../api/second-factor-login';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { saveLogin } from '../../../lib/auth-storage';
import { RELOGIN_TEXTS } from '../relogin-texts';

export type ReloginDialogProps = {
  open: boolean;
  /** Who was logged in: only this account may log in here. */
  user: { id: number; email: string };
  /** Logged in again as the same user; the session gate knows it already. */
  onLoggedIn: () => void;
  onCancel: () => void;
};

/**
 * Logs the same user in again without leaving the page (decision 051): the password, then the
 * second factor's code where the account has one. The e-mail address is not asked: it is the
 * signed-in user's, so nobody else's session can take over what was typed. Should the server
 * still answer with another account, that session is ended again and nothing is saved.
 */
export function ReloginDialog({ open, user, onLoggedIn, onCancel }: ReloginDialogProps) {
  const queryClient = useQueryClient();
  const [codeStep, setCodeStep] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const fieldRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) return;
    setCodeStep(false);
    setValue('');
    setError(null);
  }, [open]);

  async function finish(answer: TUserWithPractices) {
    if (answer.id !== user.id) {
      await logout().catch(() => undefined);
      setCodeStep(false);
      setError(RELOGIN_TEXTS.otherUser);
      return;
    }
    saveLogin(answer);
    queryClient.setQueryData(meQueryKey, answer);
    onLoggedIn();
  }

  async function confirm() {
    const entered = value.trim();
    if (entered === '') {
      setError(codeStep ? RELOGIN_TEXTS.codeMissing : RELOGIN_TEXTS.passwordMissing);
      fieldRef.current?.focus();
      return;
    }
    setPending(true);
    setError(null);
    try {
      if (codeStep) {
        await finish(await loginWithCode({ code: entered }));
        return;
      }
      const answer = await login({ email: user.email, password: value });
      if (needsSecondFactor(answer)) {
        setCodeStep(true);
        setValue('');
        fieldRef.current?.focus();
        return;
      }
      await finish(answer);
    } catch (failure) {
      setError(apiErrorMessage(failure));
      fieldRef.current?.select();
    } finally {
      setPending(false);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      question={RELOGIN_TEXTS.question}
      confirmLabel={pending ? MESSAGES.loggingIn : RELOGIN_TEXTS.confirm}
      cancelLabel={RELOGIN_TEXTS.cancel}
      confirmVariant="primary"
      pending={pending}
      error={error}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
      initialFocus={fieldRef}
    >
      <p className="mb-4 text-sm text-slate-700">
        {codeStep ? RELOGIN_TEXTS.codeIntro : RELOGIN_TEXTS.intro(user.email)}
      </p>
      {/* For password managers: the account the password belongs to. */}
      <input type="hidden" autoComplete="username" value={user.email} />
      <TextField
        ref={fieldRef}
        label={codeStep ? MESSAGES.mfaCodeLabel : MESSAGES.passwordLabel}
        type={codeStep ? 'text' : 'password'}
        autoComplete={codeStep ? 'one-time-code' : 'current-password'}
        autoCapitalize="none"
        spellCheck={false}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
    </ConfirmDialog>
  );
}

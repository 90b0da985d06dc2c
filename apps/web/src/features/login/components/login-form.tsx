import { MESSAGES } from '@praktijkportaal/contract/messages';
import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import { type ChangeEvent, type FormEvent, lazy, Suspense, useRef, useState } from 'react';
import { login, needsSecondFactor } from '../../../api/login';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-error';
import { saveLogin } from '../../../lib/auth-storage';
import { PASSKEY_LOGIN_TEXTS } from '../../../lib/passkey-login-texts';
import type { LoginField, LoginFieldErrors } from '../lib/login-request';
import { usePasskeyLogin } from '../lib/use-passkey-login';

const LOGIN_FIELDS: readonly LoginField[] = ['email', 'password'];

// Only users with a second factor see the code step: it loads when needed, not with the login
// page (whose first bundle has a budget, e2e/login.spec.ts).
const LoginCodeForm = lazy(() =>
  import('./login-code-form').then((m) => ({ default: m.LoginCodeForm })),
);

/**
 * The contract's login schema, and with it zod, loads when the form is first sent: the login
 * page shows without it (the login page's budget, decision 022).
 */
const loadValidation = () => import('../lib/login-request');

export type LoginFormProps = {
  /** The server accepted the login; the form stays busy until this settles. */
  onLoggedIn: (user: TUserWithPractices) => void | Promise<void>;
};

function readValues(form: HTMLFormElement): Record<LoginField, string> {
  const data = new FormData(form);
  return { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
}

/**
 * Validated with the contract's login schema like the app's other forms (on submit; after a
 * first submit a field is checked again as it changes; the first wrong field gets the focus).
 */
export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  /** The password was right and a second factor follows. */
  const [codeStep, setCodeStep] = useState(false);
  /** Why the form is back at the password after the code step (it expired). */
  const [restartMessage, setRestartMessage] = useState<string>();
  // A ref, not the state: two submits in the same moment both see the state still idle.
  const sending = useRef(false);
  const passkey = usePasskeyLogin(finish);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    try {
      await submit(event.currentTarget);
    } finally {
      sending.current = false;
    }
  }

  async function submit(form: HTMLFormElement) {
    setSubmitted(true);
    // A new attempt: the last one's failure does not stand beside what this one finds.
    setFailure(null);
    passkey.clearFailure();
    setRestartMessage(undefined);
    const { validateLoginRequest } = await loadValidation();
    const { data, errors: found } = validateLoginRequest(readValues(form));
    if (!data) {
      setErrors(found);
      const first = LOGIN_FIELDS.find((field) => found[field]);
      if (first) (form.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      return;
    }
    setErrors({});
    setPending(true);
    let answer: Awaited<ReturnType<typeof login>>;
    try {
      answer = await login(data);
    } catch (error) {
      setFailure(error);
      setPending(false);
      return;
    }
    if (needsSecondFactor(answer)) {
      setPending(false);
      setCodeStep(true);
      return;
    }
    await finish(answer);
  }

  async function finish(user: TUserWithPractices) {
    saveLogin(user);
    await onLoggedIn(user);
  }

  function restart(message?: string) {
    setCodeStep(false);
    setRestartMessage(message);
  }

  async function onChange(event: ChangeEvent<HTMLFormElement>) {
    const field = (event.target as Element).getAttribute('name') as LoginField;
    if (!submitted || !LOGIN_FIELDS.includes(field)) return;
    const values = readValues(event.currentTarget);
    const { validateLoginRequest } = await loadValidation();
    const { errors: found } = validateLoginRequest(values);
    setErrors((current) => ({ ...current, [field]: found?.[field] }));
  }

  const throttled = failure instanceof ApiError && failure.status === 429;

  if (codeStep) {
    return (
      <Suspense fallback={null}>
        <LoginCodeForm onLoggedIn={finish} onRestart={restart} />
      </Suspense>
    );
  }

  return (
    <form onSubmit={onSubmit} onChange={onChange} noValidate className="flex flex-col gap-4">
      {failure ? (
        <Alert>
          {/* Spec §8: any login failure reads the same. */}
          <p>{MESSAGES.loginFailed}</p>
          {throttled ? <p className="mt-1">{MESSAGES.tooManyLoginAttempts}</p> : null}
        </Alert>
      ) : null}
      {restartMessage ? <Alert>{restartMessage}</Alert> : null}
      {passkey.failure ? <Alert>{passkey.failure}</Alert> : null}
      <TextField
        label={MESSAGES.emailLabel}
        name="email"
        type="email"
        // "webauthn": the browser offers the portal's passkeys among its suggestions.
        autoComplete="username webauthn"
        autoFocus
        error={errors.email}
      />
      <TextField
        label={MESSAGES.passwordLabel}
        name="password"
        type="password"
        autoComplete="current-password"
        error={errors.password}
      />
      <Button type="submit" disabled={pending || passkey.pending}>
        {pending ? MESSAGES.loggingIn : MESSAGES.loginButton}
      </Button>
      <Button
        variant="secondary"
        disabled={pending || passkey.pending}
        onClick={passkey.logInWithDialog}
      >
        {passkey.pending ? PASSKEY_LOGIN_TEXTS.loggingIn : PASSKEY_LOGIN_TEXTS.loginButton}
      </Button>
    </form>
  );
}

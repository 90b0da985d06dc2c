import { MESSAGES } from '@praktijkportaal/contract/messages';
import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { saveLogin } from '../../../lib/auth-storage';
import { login } from '../api/login';
import type { LoginField, LoginFieldErrors } from '../lib/login-request';

const LOGIN_FIELDS: readonly LoginField[] = ['email', 'password'];

/**
 * The contract's login schema, and with it zod, loads when the form is first sent: the login
 * page shows without it (issue #8's budget for the login page, decision 022).
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
  // A ref, not the state: two submits in the same moment both see the state still idle.
  const sending = useRef(false);

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
    let user: TUserWithPractices;
    try {
      user = await login(data);
    } catch (error) {
      setFailure(error);
      setPending(false);
      return;
    }
    saveLogin(user);
    await onLoggedIn(user);
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

  return (
    <form onSubmit={onSubmit} onChange={onChange} noValidate className="flex flex-col gap-4">
      {failure ? (
        <Alert>
          {/* Spec §8: any login failure reads the same. */}
          <p>{MESSAGES.loginFailed}</p>
          {throttled ? <p className="mt-1">{MESSAGES.tooManyLoginAttempts}</p> : null}
        </Alert>
      ) : null}
      <TextField
        label={MESSAGES.emailLabel}
        name="email"
        type="email"
        autoComplete="username"
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
      <Button type="submit" disabled={pending}>
        {pending ? MESSAGES.loggingIn : MESSAGES.loginButton}
      </Button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TForgotPasswordRequest,
  ZForgotPasswordRequest,
} from '@praktijkportaal/contract/auth';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { type ReactNode, useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useRequestPasswordReset } from '../../../api/password';
import { AuthCard } from '../../../components/auth-card';
import { ActionLink } from '../../../components/ui/action-link';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorMessage, fieldErrorMessage } from '../../../lib/api-error-message';
import { usePageName } from '../../../lib/page-context';
import { TEXTS } from '../../../lib/texts';

/**
 * /wachtwoord-vergeten: asks for the e-mail address and then says the same whether it is known
 * or not (decision 035); the mail holds a one-hour link to /wachtwoord-instellen.
 */
export function ForgotPasswordPage() {
  usePageName(TEXTS.forgotPasswordTitle);
  const reset = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TForgotPasswordRequest>({ resolver: zodResolver(ZForgotPasswordRequest) });
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (reset.isSuccess) doneRef.current?.focus();
  }, [reset.isSuccess]);

  const failure = reset.isError && !fieldErrorMessage(reset.error, 'email') ? reset.error : null;

  return (
    <AuthCardWithBack title={TEXTS.forgotPasswordTitle}>
      <div role="status">
        {reset.isSuccess ? (
          <p
            ref={doneRef}
            tabIndex={-1}
            className="mt-4 rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-800 focus:outline-none"
          >
            {reset.data.message}
          </p>
        ) : null}
      </div>
      {reset.isSuccess ? null : (
        <>
          <p className="mt-2 mb-6 text-sm text-slate-600">{TEXTS.forgotPasswordIntro}</p>
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={handleSubmit((values) => {
              if (!reset.isPending) reset.mutate(values);
            })}
          >
            {failure ? <Alert>{apiErrorMessage(failure)}</Alert> : null}
            <TextField
              label={MESSAGES.emailLabel}
              type="email"
              autoComplete="username"
              autoFocus
              error={errors.email?.message ?? fieldErrorMessage(reset.error, 'email')}
              {...register('email')}
            />
            <Button type="submit" disabled={reset.isPending}>
              {reset.isPending ? TEXTS.sendingResetLink : TEXTS.sendResetLink}
            </Button>
          </form>
        </>
      )}
    </AuthCardWithBack>
  );
}

function AuthCardWithBack({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AuthCard title={title}>
      {children}
      <p className="mt-4 text-sm">
        <ActionLink to="/">{TEXTS.backToLogin}</ActionLink>
      </p>
    </AuthCard>
  );
}

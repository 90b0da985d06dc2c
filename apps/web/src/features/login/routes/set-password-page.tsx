import { zodResolver } from '@hookform/resolvers/zod';
import { type TSetPasswordRequest, ZSetPasswordRequest } from '@praktijkportaal/contract/auth';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { PAGE_PATHS } from '@praktijkportaal/contract/page-paths';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { usePasswordLinkCheck, useSetPassword } from '../../../api/password';
import { AuthCard } from '../../../components/auth-card';
import { ActionLink } from '../../../components/ui/action-link';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { StatusText } from '../../../components/ui/status-text';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-error';
import { apiErrorMessage, fieldErrorMessage } from '../../../lib/api-error-message';
import { usePageName } from '../../../lib/page-context';
import { TEXTS } from '../../../lib/texts';
import { useFormSubmission } from '../../../lib/use-form-submission';

const FIELDS = ['password', 'password_confirmation'] as const;

/**
 * /wachtwoord-instellen/{token}: the page behind the link of an invitation or a reset mail.
 * The link is checked first, so a used or expired one says so before anything is typed.
 */
export function SetPasswordPage() {
  usePageName(TEXTS.setPasswordTitle);
  const token = useParams().token ?? '';
  const check = usePasswordLinkCheck(token);
  const save = useSetPassword(token);
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (save.isSuccess) doneRef.current?.focus();
  }, [save.isSuccess]);

  // A link that no longer works: told on arrival, or when it stopped working meanwhile.
  const linkError = [check.error, save.error].find(
    (error) =>
      error instanceof ApiError &&
      (error.status === 410 || error.status === 422) &&
      !FIELDS.some((field) => fieldErrorMessage(error, field)),
  );

  return (
    <AuthCard title={TEXTS.setPasswordTitle}>
      <div role="status">
        {save.isSuccess ? (
          <p
            ref={doneRef}
            tabIndex={-1}
            className="mt-4 rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-800 focus:outline-none"
          >
            {MESSAGES.passwordSet}
          </p>
        ) : null}
      </div>
      {save.isSuccess ? (
        <p className="mt-4 text-sm">
          <ActionLink to="/" variant="button">
            {TEXTS.toLogin}
          </ActionLink>
        </p>
      ) : linkError ? (
        <div className="mt-4 flex flex-col gap-4">
          <Alert>{MESSAGES.passwordLinkInvalid}</Alert>
          <p className="text-sm">
            <ActionLink to={PAGE_PATHS.forgotPassword}>{TEXTS.requestNewLink}</ActionLink>
          </p>
        </div>
      ) : check.isPending ? (
        <div className="mt-4">
          <StatusText>{TEXTS.loading}</StatusText>
        </div>
      ) : check.isError ? (
        <div className="mt-4">
          <Alert>{apiErrorMessage(check.error)}</Alert>
        </div>
      ) : (
        <SetPasswordForm save={save} />
      )}
    </AuthCard>
  );
}

function SetPasswordForm({ save }: { save: ReturnType<typeof useSetPassword> }) {
  // One submission at a time, as every form (a second one would find the link used up).
  const submission = useFormSubmission();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TSetPasswordRequest>({ resolver: zodResolver(ZSetPasswordRequest) });
  const other =
    save.isError && !FIELDS.some((field) => fieldErrorMessage(save.error, field))
      ? apiErrorMessage(save.error)
      : null;
  return (
    <>
      <p className="mt-2 mb-6 text-sm text-slate-600">{TEXTS.setPasswordIntro}</p>
      <form
        noValidate
        className="flex flex-col gap-4"
        // The page shows the mutation's error; the submission keeps it to one at a time.
        onSubmit={submission.submitWith(() => handleSubmit((values) => save.mutateAsync(values))())}
      >
        {other ? <Alert>{other}</Alert> : null}
        <TextField
          label={TEXTS.newPasswordLabel}
          type="password"
          autoComplete="new-password"
          autoFocus
          error={errors.password?.message ?? fieldErrorMessage(save.error, 'password')}
          {...register('password')}
        />
        <TextField
          label={TEXTS.repeatPasswordLabel}
          type="password"
          autoComplete="new-password"
          error={
            errors.password_confirmation?.message ??
            fieldErrorMessage(save.error, 'password_confirmation')
          }
          {...register('password_confirmation')}
        />
        <Button type="submit" disabled={submission.pending}>
          {submission.pending ? TEXTS.savingPassword : TEXTS.savePassword}
        </Button>
      </form>
    </>
  );
}

import type { TChangePasswordRequest } from '@praktijkportaal/contract/auth';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { useState } from 'react';
import { type SubmitHandler, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { FlashState } from '../../../app/app-layout';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { storedUser } from '../../../lib/auth-storage';
import { useChangePassword } from '../api/change-password';

/**
 * Spec §4, §5, §8: the repeat must match (Passwords do not match), the stored user must exist
 * (User not found. Please log in again.), the server's error is shown, and on success the
 * person goes to / with Wachtwoord veranderd!
 */
export function ChangePasswordForm() {
  const navigate = useNavigate();
  const change = useChangePassword();
  const [clientError, setClientError] = useState<string | null>(null);
  const { register, handleSubmit } = useForm<TChangePasswordRequest>();

  const onSubmit: SubmitHandler<TChangePasswordRequest> = (values) => {
    setClientError(null);
    change.reset();
    if (values.new_password !== values.new_password_confirmation) {
      setClientError(MESSAGES.passwordsDoNotMatch);
      return;
    }
    const user = storedUser();
    if (!user) {
      setClientError(MESSAGES.storedUserMissing);
      return;
    }
    change.mutate(
      { userId: user.id, body: values },
      {
        onSuccess: () =>
          navigate('/', {
            replace: true,
            state: { flash: MESSAGES.passwordChanged } satisfies FlashState,
          }),
      },
    );
  };

  const message = clientError ?? (change.isError ? apiErrorMessage(change.error) : null);

  return (
    <form onSubmit={handleSubmit(onSubmit)} className="flex max-w-md flex-col gap-4">
      {message ? <Alert>{message}</Alert> : null}
      <TextField
        label="Huidig wachtwoord"
        type="password"
        autoComplete="current-password"
        required
        {...register('current_password')}
      />
      <TextField
        label="Nieuw wachtwoord"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        {...register('new_password')}
      />
      <TextField
        label="Herhaal nieuw wachtwoord"
        type="password"
        autoComplete="new-password"
        required
        {...register('new_password_confirmation')}
      />
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? 'Bezig met opslaan…' : 'Wachtwoord wijzigen'}
      </Button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TChangePasswordRequest,
  ZChangePasswordRequest,
} from '@praktijkportaal/contract/auth';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { PASSWORD_RULE_HINT } from '@praktijkportaal/contract/password-rules';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useChangePassword } from '../../../api/account';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { storedUser } from '../../../lib/auth-storage';
import { notify } from '../../../lib/notices';
import { passwordRuleCheck } from '../../../lib/password-rule';
import { TEXTS } from '../../../lib/texts';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { useProof } from './proof-dialog';

class StoredUserMissing extends Error {}

/** The contract's schema and the password rule for the signed-in user's own name and e-mail. */
const ZChangePasswordForm = ZChangePasswordRequest.superRefine(
  passwordRuleCheck(
    (values: { new_password?: unknown }) => ({
      password: values.new_password,
      owner: storedUser(),
    }),
    ['new_password'],
  ),
);

/**
 * Spec §4, §5, §8: the repeat must match (Passwords do not match), the stored user must exist
 * (User not found. Please log in again.), the server's error is shown, and on success the
 * person goes to / with Wachtwoord veranderd! Checked like the app's other forms: with the
 * contract's schema, each problem at its field, the first wrong field focused; each attempt
 * clears the message of the one before.
 */
export function ChangePasswordForm() {
  const navigate = useNavigate();
  const change = useChangePassword();
  const submission = useFormSubmission();
  // A user with a second factor proves it too before the password changes (decision 087).
  const { withProof, dialog } = useProof();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TChangePasswordRequest>({ resolver: zodResolver(ZChangePasswordForm) });

  const onSubmit = handleSubmit(async (values) => {
    const user = storedUser();
    if (!user) throw new StoredUserMissing();
    await withProof(() => change.mutateAsync({ userId: user.id, body: values }));
    await navigate('/', { replace: true });
    notify(MESSAGES.passwordChanged);
  });

  const failure = submission.failure;
  const message = !failure
    ? null
    : failure instanceof StoredUserMissing
      ? MESSAGES.storedUserMissing
      : apiErrorMessage(failure);

  return (
    <>
      <form
        onSubmit={submission.submitWith(() => onSubmit())}
        noValidate
        className="flex max-w-md flex-col gap-4"
      >
        {message ? <Alert>{message}</Alert> : null}
        <TextField
          label="Huidig wachtwoord"
          type="password"
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...register('current_password')}
        />
        <TextField
          label="Nieuw wachtwoord"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_RULE_HINT}
          error={errors.new_password?.message}
          {...register('new_password')}
        />
        <TextField
          label="Herhaal nieuw wachtwoord"
          type="password"
          autoComplete="new-password"
          error={errors.new_password_confirmation?.message}
          {...register('new_password_confirmation')}
        />
        <Button type="submit" disabled={submission.pending}>
          {submission.pending ? TEXTS.saving : 'Wachtwoord wijzigen'}
        </Button>
      </form>
      {dialog}
    </>
  );
}

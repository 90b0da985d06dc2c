import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TChangePasswordRequest,
  ZChangePasswordRequest,
} from '@praktijkportaal/contract/auth';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { PASSWORD_RULE_HINT } from '@praktijkportaal/contract/password-rules';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useChangePassword } from '../../../api/password';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { storedUser } from '../../../lib/auth-storage';
import { notify } from '../../../lib/notices';
import { passwordRuleCheck } from '../../../lib/password-rule';
import { TEXTS } from '../../../lib/texts';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { useProof } from '../proof/proof-dialog';

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

type Props = {
  /**
   * home (the password pages): on success the person goes to / with the notice, as spec §4
   * says; stay ("Mijn account"): the page stays, the form is emptied and the
   * confirmation beside it is brought into view and focused.
   */
  afterChange?: 'home' | 'stay';
};

/**
 * Spec §4, §5, §8: the repeat must match (Passwords do not match), the stored user must exist
 * (User not found. Please log in again.), the server's error is shown, and on success
 * Wachtwoord veranderd! Checked like the app's other forms: with the contract's schema, each
 * problem at its field, the first wrong field focused; each attempt clears the message of the
 * one before.
 */
export function ChangePasswordForm({ afterChange = 'home' }: Props) {
  const navigate = useNavigate();
  // Counts the changes made here, so a second change brings its confirmation into view again.
  const [changesHere, setChangesHere] = useState(0);
  const confirmationRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const confirmation = confirmationRef.current;
    if (changesHere === 0 || !confirmation) return;
    confirmation.scrollIntoView({ block: 'center' });
    confirmation.focus({ preventScroll: true });
  }, [changesHere]);
  const change = useChangePassword();
  const submission = useFormSubmission();
  // A user with a second factor proves it too before the password changes (decision 087).
  const { withProof, dialog } = useProof();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TChangePasswordRequest>({ resolver: zodResolver(ZChangePasswordForm) });

  const onSubmit = handleSubmit(async (values) => {
    const user = storedUser();
    if (!user) throw new StoredUserMissing();
    setChangesHere(0);
    await withProof(() => change.mutateAsync({ userId: user.id, body: values }));
    if (afterChange === 'stay') {
      reset();
      setChangesHere((count) => count + 1);
      return;
    }
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
        {afterChange === 'stay' ? (
          <p
            ref={confirmationRef}
            role="status"
            tabIndex={-1}
            className={
              changesHere > 0
                ? 'rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-800 focus:outline-3 focus:outline-offset-2 focus:outline-theme-600'
                : undefined
            }
          >
            {changesHere > 0 ? MESSAGES.passwordChanged : null}
          </p>
        ) : null}
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

import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { PASSWORD_RULE_HINT } from '@praktijkportaal/contract/password-rules';
import { USER_TYPES, ZUserType } from '@praktijkportaal/contract/roles';
import { ZCreateUserRequest, ZUpdateUserRequest } from '@praktijkportaal/contract/users';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { FormActions } from '../../../components/ui/form-actions';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorMessage, refusedAtFields } from '../../../lib/api-error-message';
import { passwordRuleCheck } from '../../../lib/password-rule';
import { TEXTS } from '../../../lib/texts';
import { useFormSubmission } from '../../../lib/use-form-submission';

/** Fields whose server refusal shows at the field itself (the email's goes on top, spec §8). */
const SERVER_CHECKED_FIELDS = ['name', 'password', 'type'];

const checkPassword = passwordRuleCheck(
  (values: { password?: unknown; name?: string; email?: string }) => ({
    password: values.password,
    owner: values,
  }),
  ['password'],
);
/** The type always comes from the select, whose first choice is Klant (spec §9). */
const ZNewUserForm = ZCreateUserRequest.omit({ practiceId: true })
  .extend({ type: ZUserType })
  .superRefine(checkPassword);
/** Editing sends every field; an empty password keeps the old one. */
const ZEditUserForm = ZUpdateUserRequest.required({
  name: true,
  email: true,
  type: true,
}).superRefine(checkPassword);

export type UserFormValues = z.output<typeof ZNewUserForm>;
type FormInput = z.input<typeof ZNewUserForm>;

type Props = {
  mode: 'create' | 'edit';
  defaultValues: FormInput;
  /** Saves; resolves once the saved user is shown (a save runs once at a time). */
  onSubmit: (values: UserFormValues, idempotencyKey: string) => Promise<unknown>;
  /** Where Annuleren leads. */
  cancelTo: string;
};

/**
 * Naam, Email, Wachtwoord and Type gebruiker (spec §2). A refused email shows the server's
 * first email message; any other failure the spec's general message (§8).
 */
export function UserForm({ mode, defaultValues, onSubmit, cancelTo }: Props) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, UserFormValues>({
    resolver: mode === 'create' ? zodResolver(ZNewUserForm) : zodResolver(ZEditUserForm),
    defaultValues,
  });
  const submission = useFormSubmission();
  const submitError = submission.failure;
  // Spec §8: a refused email shows the server's first email message, any other failure the
  // general message; a refusal of another field shows its reason at that field, alone.
  const failure =
    !submitError || refusedAtFields(submitError, SERVER_CHECKED_FIELDS)
      ? null
      : (fieldErrorMessage(submitError, 'email') ?? MESSAGES.genericError);

  return (
    <form
      onSubmit={submission.submitWith((keyFor) =>
        handleSubmit((values) => onSubmit(values, keyFor(values)))(),
      )}
      noValidate
      className="flex max-w-xl flex-col gap-4"
    >
      {failure ? <Alert>{failure}</Alert> : null}
      <TextField
        label={TEXTS.nameLabel}
        autoComplete="off"
        error={errors.name?.message ?? fieldErrorMessage(submitError, 'name')}
        {...register('name')}
      />
      <TextField
        label={TEXTS.emailLabel}
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={TEXTS.passwordLabel}
        type="password"
        autoComplete="new-password"
        hint={
          mode === 'edit'
            ? `${TEXTS.keepPasswordHint} ${PASSWORD_RULE_HINT}`
            : `${TEXTS.invitePasswordHint} ${PASSWORD_RULE_HINT}`
        }
        error={errors.password?.message ?? fieldErrorMessage(submitError, 'password')}
        {...register('password')}
      />
      <SelectField
        label={TEXTS.userTypeLabel}
        options={USER_TYPES}
        error={errors.type?.message ?? fieldErrorMessage(submitError, 'type')}
        {...register('type')}
      />
      <FormActions pending={submission.pending} cancelTo={cancelTo} />
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { USER_TYPES, ZUserType } from '@praktijkportaal/contract/roles';
import { ZCreateUserRequest, ZUpdateUserRequest } from '@praktijkportaal/contract/users';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { FormActions } from '../../../components/ui/form-actions';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorMessage } from '../../../lib/api-error-message';
import { TEXTS } from '../../../lib/texts';

/** The type always comes from the select, whose first choice is Klant (spec §9). */
const ZNewUserForm = ZCreateUserRequest.omit({ practiceId: true }).extend({ type: ZUserType });
/** Editing sends every field; an empty password keeps the old one. */
const ZEditUserForm = ZUpdateUserRequest.required();

export type UserFormValues = z.output<typeof ZNewUserForm>;
type FormInput = z.input<typeof ZNewUserForm>;

type Props = {
  mode: 'create' | 'edit';
  defaultValues: FormInput;
  onSubmit: (values: UserFormValues) => void;
  pending: boolean;
  /** Where Annuleren leads. */
  cancelTo: string;
  /** The failed save, if the last one failed. */
  submitError: unknown;
};

/**
 * Naam, Email, Wachtwoord and Type gebruiker (spec §2). A refused email shows the server's
 * first email message; any other failure the spec's general message (§8).
 */
export function UserForm({ mode, defaultValues, onSubmit, pending, cancelTo, submitError }: Props) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, UserFormValues>({
    resolver: mode === 'create' ? zodResolver(ZNewUserForm) : zodResolver(ZEditUserForm),
    defaultValues,
  });
  const failure = submitError
    ? (fieldErrorMessage(submitError, 'email') ?? MESSAGES.genericError)
    : null;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex max-w-xl flex-col gap-4">
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
        hint={mode === 'edit' ? TEXTS.keepPasswordHint : TEXTS.newPasswordHint}
        error={errors.password?.message ?? fieldErrorMessage(submitError, 'password')}
        {...register('password')}
      />
      <SelectField
        label={TEXTS.userTypeLabel}
        options={USER_TYPES}
        error={errors.type?.message ?? fieldErrorMessage(submitError, 'type')}
        {...register('type')}
      />
      <FormActions pending={pending} cancelTo={cancelTo} />
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_GRIP_ID,
  FIRST_USER_TYPES,
  ZCreatePracticeRequest,
} from '@praktijkportaal/contract/practices';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { FormActions } from '../../../components/ui/form-actions';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { TEXTS } from '../../../lib/texts';
import { PracticeFields } from './practice-fields';

/** Spec §2: a practice always comes with its first user. */
const ZNewPracticeForm = ZCreatePracticeRequest.required({ user: true });
type FormInput = z.input<typeof ZNewPracticeForm>;
export type NewPracticeValues = z.output<typeof ZNewPracticeForm>;

const EMPTY_PRACTICE: FormInput = {
  name: '',
  description: '',
  grip_id: DEFAULT_GRIP_ID,
  user: { name: '', email: '', password: '', type: 'Klant' },
};

type Props = {
  onSubmit: (values: NewPracticeValues) => void;
  pending: boolean;
  /** Where Annuleren leads. */
  cancelTo: string;
  submitError: unknown;
};

export function AddPracticeForm({ onSubmit, pending, cancelTo, submitError }: Props) {
  const form = useForm<FormInput, unknown, NewPracticeValues>({
    resolver: zodResolver(ZNewPracticeForm),
    defaultValues: EMPTY_PRACTICE,
  });
  const userErrors = form.formState.errors.user;

  return (
    <FormProvider {...form}>
      <form
        onSubmit={form.handleSubmit(onSubmit)}
        noValidate
        className="flex max-w-xl flex-col gap-4"
      >
        {submitError ? <Alert>{apiErrorMessage(submitError)}</Alert> : null}
        <PracticeFields gripLabel={TEXTS.gripLabel} />
        <fieldset className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
          <legend className="px-1 font-semibold">{TEXTS.firstUserLegend}</legend>
          <p className="text-sm text-slate-600">{TEXTS.firstUserHint}</p>
          <TextField
            label={TEXTS.nameLabel}
            autoComplete="off"
            error={userErrors?.name?.message}
            {...form.register('user.name')}
          />
          <TextField
            label={TEXTS.emailLabel}
            type="email"
            autoComplete="off"
            error={userErrors?.email?.message}
            {...form.register('user.email')}
          />
          <TextField
            label={TEXTS.passwordLabel}
            type="password"
            autoComplete="new-password"
            hint={TEXTS.newPasswordHint}
            error={userErrors?.password?.message}
            {...form.register('user.password')}
          />
          <SelectField
            label={TEXTS.userTypeLabel}
            options={FIRST_USER_TYPES}
            error={userErrors?.type?.message}
            {...form.register('user.type')}
          />
        </fieldset>
        <FormActions pending={pending} cancelTo={cancelTo} />
      </form>
    </FormProvider>
  );
}

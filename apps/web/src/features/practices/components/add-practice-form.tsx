import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_RULE_HINT } from '@praktijkportaal/contract/password-rules';
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
import { passwordRuleCheck } from '../../../lib/password-rule';
import { TEXTS } from '../../../lib/texts';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { PracticeFields } from './practice-fields';

/** Spec §2: a practice always comes with its first user, whose password keeps the rule. */
const ZNewPracticeForm = ZCreatePracticeRequest.required({ user: true }).superRefine(
  passwordRuleCheck(
    (values: { user?: { password?: unknown; name?: string; email?: string } }) => ({
      password: values.user?.password,
      owner: values.user ?? null,
    }),
    ['user', 'password'],
  ),
);
type FormInput = z.input<typeof ZNewPracticeForm>;
export type NewPracticeValues = z.output<typeof ZNewPracticeForm>;

const EMPTY_PRACTICE: FormInput = {
  name: '',
  description: '',
  grip_id: DEFAULT_GRIP_ID,
  user: { name: '', email: '', password: '', type: 'Klant' },
};

type Props = {
  /** Saves; resolves once the saved practice is shown (a save runs once at a time). */
  onSubmit: (values: NewPracticeValues, idempotencyKey: string) => Promise<unknown>;
  /** Where Annuleren leads. */
  cancelTo: string;
};

export function AddPracticeForm({ onSubmit, cancelTo }: Props) {
  const submission = useFormSubmission();
  const submitError = submission.failure;
  const form = useForm<FormInput, unknown, NewPracticeValues>({
    resolver: zodResolver(ZNewPracticeForm),
    defaultValues: EMPTY_PRACTICE,
  });
  const userErrors = form.formState.errors.user;

  return (
    <FormProvider {...form}>
      <form
        onSubmit={submission.submitWith((keyFor) =>
          form.handleSubmit((values) => onSubmit(values, keyFor(values)))(),
        )}
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
            hint={`${TEXTS.invitePasswordHint} ${PASSWORD_RULE_HINT}`}
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
        <FormActions pending={submission.pending} cancelTo={cancelTo} />
      </form>
    </FormProvider>
  );
}

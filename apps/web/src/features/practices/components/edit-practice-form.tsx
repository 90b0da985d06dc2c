import { zodResolver } from '@hookform/resolvers/zod';
import { type TPractice, ZUpdatePracticeRequest } from '@praktijkportaal/contract/practices';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { FormActions } from '../../../components/ui/form-actions';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { TEXTS } from '../../../lib/texts';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { PracticeFields } from './practice-fields';

const ZEditPracticeForm = ZUpdatePracticeRequest.required({
  name: true,
  description: true,
  grip_id: true,
});
type FormInput = z.input<typeof ZEditPracticeForm>;
export type EditPracticeValues = z.output<typeof ZEditPracticeForm>;

type Props = {
  practice: TPractice;
  /** Saves; resolves once the saved practice is shown (a save runs once at a time). */
  onSubmit: (values: EditPracticeValues) => Promise<unknown>;
  /** Where Annuleren leads. */
  cancelTo: string;
};

/** Name, description, grip number (spec §2) and the practice's URL, which coaches see. */
export function EditPracticeForm({ practice, onSubmit, cancelTo }: Props) {
  const submission = useFormSubmission();
  const submitError = submission.failure;
  const form = useForm<FormInput, unknown, EditPracticeValues>({
    resolver: zodResolver(ZEditPracticeForm),
    defaultValues: {
      name: practice.name,
      description: practice.description,
      grip_id: practice.grip_id,
      url: practice.url ?? '',
    },
  });

  return (
    <FormProvider {...form}>
      <form
        onSubmit={submission.submitWith(() => form.handleSubmit((values) => onSubmit(values))())}
        noValidate
        className="flex max-w-xl flex-col gap-4"
      >
        {submitError ? <Alert>{apiErrorMessage(submitError)}</Alert> : null}
        <PracticeFields gripLabel={TEXTS.gripNumberLabel} />
        <TextField
          label={TEXTS.urlLabel}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          hint={TEXTS.urlHint}
          error={form.formState.errors.url?.message}
          {...form.register('url')}
        />
        <FormActions pending={submission.pending} cancelTo={cancelTo} />
      </form>
    </FormProvider>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { type TPractice, ZUpdatePracticeRequest } from '@praktijkportaal/contract/practices';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { FormActions } from '../../../components/ui/form-actions';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { TEXTS } from '../../../lib/texts';
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
  onSubmit: (values: EditPracticeValues) => void;
  pending: boolean;
  /** Where Annuleren leads. */
  cancelTo: string;
  submitError: unknown;
};

/** Name, description, grip number (spec §2) and the practice's URL, which coaches see. */
export function EditPracticeForm({ practice, onSubmit, pending, cancelTo, submitError }: Props) {
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
        onSubmit={form.handleSubmit(onSubmit)}
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
        <FormActions pending={pending} cancelTo={cancelTo} />
      </form>
    </FormProvider>
  );
}

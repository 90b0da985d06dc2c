import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import {
  REPORT_SECTIONS,
  type TReportRequest,
  ZReportRequest,
} from '@praktijkportaal/contract/reports';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { FormActions } from '../../../components/ui/form-actions';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorMessage, formFailureMessage } from '../../../lib/api-error-message';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { ZChosenPractice } from '../report-practice';
import { DOCUMENT_TEXTS } from '../texts';
import { PracticeSearchField } from './practice-search-field';
import { ReportTextField } from './report-text-field';

/** The request's own rules, with the practice as the search holds it: none yet is the spec's alert. */
const ZReportForm = ZReportRequest.omit({ practice_id: true }).extend({
  practice: ZChosenPractice.nullable().transform((practice, context) => {
    if (practice) return practice;
    context.addIssue({ code: 'custom', message: MESSAGES.selectPracticeFirst });
    return z.NEVER;
  }),
});
export type ReportFormInput = z.input<typeof ZReportForm>;
type ReportFormValues = z.output<typeof ZReportForm>;

export const EMPTY_REPORT_TEXTS = {
  name: '',
  klanten: '',
  verrichtingen: '',
  team: '',
  financien: '',
  overig: '',
} as const;

/** The request's fields that show the server's refusal themselves. */
const FIELDS_WITH_MESSAGES = [
  'practice_id',
  'name',
  ...REPORT_SECTIONS.map((section) => section.field),
];

function toRequest({ practice, ...texts }: ReportFormValues): TReportRequest {
  return { practice_id: practice.id, ...texts };
}

type Props = {
  defaultValues: ReportFormInput;
  /** Saves; resolves once the PDF is shown (a save runs once at a time). */
  onSubmit: (report: TReportRequest, idempotencyKey: string) => Promise<unknown>;
  /** Where Annuleren leads. */
  cancelTo: string;
};

/**
 * The report form of spec §2: the practice, Maand en jaar and the five texts of at most 200
 * words each, checked with the same schema the server uses.
 */
export function ReportForm({ defaultValues, onSubmit, cancelTo }: Props) {
  const submission = useFormSubmission();
  const submitError = submission.failure;
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReportFormInput, unknown, ReportFormValues>({
    resolver: zodResolver(ZReportForm),
    defaultValues,
  });
  const serverError = (field: string) => fieldErrorMessage(submitError, field);
  const failure = formFailureMessage(submitError, FIELDS_WITH_MESSAGES);

  return (
    <form
      onSubmit={submission.submitWith((keyFor) =>
        handleSubmit((values) => {
          const report = toRequest(values);
          return onSubmit(report, keyFor(report));
        })(),
      )}
      noValidate
      className="flex max-w-3xl flex-col gap-5"
    >
      {failure ? <Alert>{failure}</Alert> : null}
      <Controller
        control={control}
        name="practice"
        render={({ field }) => (
          <PracticeSearchField
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.practice?.message ?? serverError('practice_id')}
          />
        )}
      />
      <div className="max-w-sm">
        <TextField
          label={DOCUMENT_TEXTS.monthYearLabel}
          placeholder={DOCUMENT_TEXTS.monthYearPlaceholder}
          autoComplete="off"
          error={errors.name?.message ?? serverError('name')}
          {...register('name')}
        />
      </div>
      {REPORT_SECTIONS.map((section) => (
        <Controller
          key={section.field}
          control={control}
          name={section.field}
          render={({ field }) => (
            <ReportTextField
              ref={field.ref}
              name={field.name}
              label={section.label}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors[section.field]?.message ?? serverError(section.field)}
            />
          )}
        />
      ))}
      <FormActions pending={submission.pending} cancelTo={cancelTo} />
    </form>
  );
}

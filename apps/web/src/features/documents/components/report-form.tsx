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
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage, fieldErrorMessage } from '../../../lib/api-error-message';
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

/** A refused form (422) names its fields below; anything else is said at the top. */
function saveFailure(error: unknown) {
  return error instanceof ApiError && error.status === 422
    ? MESSAGES.validationFailed
    : apiErrorMessage(error);
}

function toRequest({ practice, ...texts }: ReportFormValues): TReportRequest {
  return { practice_id: practice.id, ...texts };
}

type Props = {
  defaultValues: ReportFormInput;
  onSubmit: (report: TReportRequest) => void;
  pending: boolean;
  /** Where Annuleren leads. */
  cancelTo: string;
  /** The failed save, if the last one failed. */
  submitError: unknown;
};

/**
 * The report form of spec §2: the practice, Maand en jaar and the five texts of at most 200
 * words each, checked with the same schema the server uses.
 */
export function ReportForm({ defaultValues, onSubmit, pending, cancelTo, submitError }: Props) {
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

  return (
    <form
      onSubmit={handleSubmit((values) => onSubmit(toRequest(values)))}
      noValidate
      className="flex max-w-3xl flex-col gap-5"
    >
      {submitError ? <Alert>{saveFailure(submitError)}</Alert> : null}
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
      <FormActions pending={pending} cancelTo={cancelTo} />
    </form>
  );
}

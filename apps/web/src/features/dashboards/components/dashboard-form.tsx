import { zodResolver } from '@hookform/resolvers/zod';
import { GRIP_DASHBOARDS, ZCreateDashboardRequest } from '@praktijkportaal/contract/dashboards';
import type { DashboardType } from '@praktijkportaal/contract/departments';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { FormActions } from '../../../components/ui/form-actions';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorMessage, fieldErrorMessage } from '../../../lib/api-error-message';
import { DASHBOARD_TEXTS } from '../texts';
import { PracticeSelectField } from './practice-select-field';

export type DashboardFormInput = z.input<typeof ZCreateDashboardRequest>;
/** What the form hands over: checked as the server checks a new dashboard. */
export type DashboardFormValues = z.output<typeof ZCreateDashboardRequest>;

/** An empty practice choice asks for one; the contract's Dutch messages do the rest. */
const dashboardErrorMap: z.core.$ZodErrorMap = (issue) =>
  issue.path?.[0] === 'practiceId' ? DASHBOARD_TEXTS.practiceRequired : undefined;

type Props = {
  defaultValues: DashboardFormInput;
  typeOptions: readonly DashboardType[];
  /** The practice is still to be chosen (searched on the server). */
  choosePractice?: boolean;
  onSubmit: (values: DashboardFormValues) => void;
  pending: boolean;
  /** Where Annuleren leads. */
  cancelTo: string;
  /** The failed save, if the last one failed. */
  submitError: unknown;
};

/**
 * Naam, Type Dashboard and Grip Dashboard (spec §2), with a key field for digiredokey and a
 * URL field for digiredourl. The server's refusals (422) appear at their fields.
 */
export function DashboardForm({
  defaultValues,
  typeOptions,
  choosePractice = false,
  onSubmit,
  pending,
  cancelTo,
  submitError,
}: Props) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<DashboardFormInput, unknown, DashboardFormValues>({
    resolver: zodResolver(ZCreateDashboardRequest, { error: dashboardErrorMap }),
    defaultValues,
  });
  const grip = useWatch({ control, name: 'grip_dashboard' });
  const errorOf = (field: keyof DashboardFormInput) =>
    errors[field]?.message ?? fieldErrorMessage(submitError, field);

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex max-w-xl flex-col gap-4">
      {submitError ? <Alert>{apiErrorMessage(submitError)}</Alert> : null}
      {choosePractice ? (
        <PracticeSelectField error={errorOf('practiceId')} {...register('practiceId')} />
      ) : null}
      <TextField
        label={DASHBOARD_TEXTS.nameLabel}
        autoComplete="off"
        error={errorOf('name')}
        {...register('name')}
      />
      <SelectField
        label={DASHBOARD_TEXTS.typeLabel}
        options={typeOptions}
        error={errorOf('type_dashboard')}
        {...register('type_dashboard')}
      />
      <SelectField
        label={DASHBOARD_TEXTS.gripLabel}
        options={GRIP_DASHBOARDS}
        error={errorOf('grip_dashboard')}
        {...register('grip_dashboard')}
      />
      {grip === 'digiredokey' ? (
        <TextField
          label={DASHBOARD_TEXTS.keyLabel}
          hint={DASHBOARD_TEXTS.keyHint}
          autoComplete="off"
          spellCheck={false}
          error={errorOf('digiredokey')}
          {...register('digiredokey')}
        />
      ) : null}
      {grip === 'digiredourl' ? (
        <TextField
          label={DASHBOARD_TEXTS.urlLabel}
          hint={DASHBOARD_TEXTS.urlHint}
          type="url"
          autoComplete="url"
          spellCheck={false}
          error={errorOf('url_dashboard')}
          {...register('url_dashboard')}
        />
      ) : null}
      <FormActions pending={pending} cancelTo={cancelTo} />
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { GRIP_DASHBOARDS, ZCreateDashboardRequest } from '@praktijkportaal/contract/dashboards';
import type { DashboardType } from '@praktijkportaal/contract/departments';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { FormActions } from '../../../components/ui/form-actions';
import { RadioGroupField } from '../../../components/ui/radio-group-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorMessage, formFailureMessage } from '../../../lib/api-error-message';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { keepChosenGripField } from '../lib/chosen-grip-field';
import { DASHBOARD_TEXTS } from '../texts';
import { PracticeSelectField } from './practice-select-field';

export type DashboardFormInput = z.input<typeof ZCreateDashboardRequest>;
/** What the form hands over: checked as the server checks a new dashboard. */
export type DashboardFormValues = z.output<typeof ZCreateDashboardRequest>;

/** An empty practice choice asks for one; the contract's Dutch messages do the rest. */
const dashboardErrorMap: z.core.$ZodErrorMap = (issue) =>
  issue.path?.[0] === 'practiceId' ? DASHBOARD_TEXTS.practiceRequired : undefined;

const FIELDS_WITH_MESSAGES: readonly (keyof DashboardFormInput)[] = [
  'practiceId',
  'name',
  'type_dashboard',
  'grip_dashboard',
  'digiredokey',
  'url_dashboard',
];

type Props = {
  defaultValues: DashboardFormInput;
  typeOptions: readonly DashboardType[];
  /** The practice is still to be chosen (searched on the server). */
  choosePractice?: boolean;
  /** Saves; resolves once the saved dashboard is shown (a save runs once at a time). */
  onSubmit: (values: DashboardFormValues, idempotencyKey: string) => Promise<unknown>;
  /** Where Annuleren leads. */
  cancelTo: string;
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
  cancelTo,
}: Props) {
  const submission = useFormSubmission();
  const submitError = submission.failure;
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
  // A refusal of a field shows at that field only; anything else above the form.
  const failure = formFailureMessage(submitError, FIELDS_WITH_MESSAGES);
  const errorOf = (field: keyof DashboardFormInput) =>
    errors[field]?.message ?? fieldErrorMessage(submitError, field);

  return (
    <form
      onSubmit={submission.submitWith((keyFor) =>
        handleSubmit((values) => onSubmit(values, keyFor(keepChosenGripField(values))))(),
      )}
      noValidate
      className="flex max-w-xl flex-col gap-4"
    >
      {failure ? <Alert>{failure}</Alert> : null}
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
      <RadioGroupField
        label={DASHBOARD_TEXTS.gripLabel}
        options={GRIP_DASHBOARDS.map((value) => ({
          value,
          description: DASHBOARD_TEXTS.gripDescriptions[value],
        }))}
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
      <FormActions pending={submission.pending} cancelTo={cancelTo} />
    </form>
  );
}

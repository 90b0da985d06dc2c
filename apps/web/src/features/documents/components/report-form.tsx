import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import type { TReportDraft, TReportDraftRequest } from '@praktijkportaal/contract/report-drafts';
import {
  REPORT_SECTIONS,
  reportTextsOf,
  type TReportRequest,
  ZReportRequest,
} from '@praktijkportaal/contract/reports';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { deleteReportDraft, useReportDraft } from '../../../api/report-drafts';
import { CarryOverPoints } from '../../../components/action-points/carry-over-points';
import { Alert } from '../../../components/ui/alert';
import { FormActions } from '../../../components/ui/form-actions';
import { ApiError } from '../../../lib/api-error';
import { fieldErrorMessage, formFailureMessage } from '../../../lib/api-error-message';
import { formatDutchTime } from '../../../lib/dutch-formats';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { ZChosenPractice } from '../report-practice';
import { DOCUMENT_TEXTS } from '../texts';
import { type DraftStatus, useReportDraftAutosave } from '../use-report-draft-autosave';
import { DraftOffer } from './draft-offer';
import { PracticeSearchField } from './practice-search-field';
import { PreviousReport } from './previous-report';
import { useReportMonthCheck } from './report-month-check';
import { ReportMonthField } from './report-month-field';
import { ReportTextField } from './report-text-field';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

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

/** The form as it stands, as a concept: nothing required, the name cut to its bound. */
function toDraft(reportId: number | null, values: ReportFormInput): TReportDraftRequest {
  return {
    report_id: reportId,
    practice_id: values.practice?.id ?? null,
    name: (values.name ?? '').slice(0, 100),
    ...reportTextsOf(values),
  };
}

function fromDraft(draft: TReportDraft, current: ReportFormInput): ReportFormInput {
  const practice =
    draft.practice_id !== null && draft.practice_name !== null
      ? { id: draft.practice_id, name: draft.practice_name }
      : draft.report_id !== null
        ? current.practice
        : null;
  return {
    practice,
    name: draft.name,
    ...reportTextsOf(draft),
  };
}

/** Which concept the form offers when it opens: the report's, or a new report's. */
function openingTarget(reportId: number | null, practiceId: number | undefined) {
  if (reportId !== null) return { report_id: reportId };
  return practiceId === undefined ? {} : { practice_id: practiceId };
}

function draftStatusText(status: DraftStatus) {
  switch (status.kind) {
    case 'saving':
      return DOCUMENT_TEXTS.draftSaving;
    case 'saved':
      return DOCUMENT_TEXTS.draftSaved(formatDutchTime(new Date(status.at)));
    case 'failed':
      return DOCUMENT_TEXTS.draftFailed;
    case 'sessionEnded':
      return DOCUMENT_TEXTS.draftSessionEnded;
    default:
      return '';
  }
}

/** The login feature's dialog that logs the same user in again (given by app/routes.tsx). */
export type Relogin = (props: {
  open: boolean;
  user: { id: number; email: string };
  onLoggedIn: () => void;
  onCancel: () => void;
}) => ReactNode;

type Props = {
  defaultValues: ReportFormInput;
  /** The report being edited; null for a new one. */
  reportId: number | null;
  /** Saves; resolves once the PDF is shown (a save runs once at a time). */
  onSubmit: (report: TReportRequest, idempotencyKey: string) => Promise<unknown>;
  /** Where Annuleren leads. */
  cancelTo: string;
  user: { id: number; email: string };
  relogin: Relogin;
  /** Fields of the page's own beside the report's, above the buttons (the edit's notice choice). */
  extraFields?: ReactNode;
};

/**
 * The report form of spec §2: the practice, Maand en jaar and the five texts of at most 200
 * words each, checked with the same schema the server uses. Nothing typed is lost (decision
 * 051): it is kept as a concept on the server while typing, leaving asks first, and a
 * session that ended asks for the password at Opslaan and then saves.
 */
export function ReportForm({
  defaultValues,
  reportId,
  onSubmit,
  cancelTo,
  user,
  relogin,
  extraFields,
}: Props) {
  const submission = useFormSubmission();
  const submitError = submission.failure;
  const {
    control,
    register,
    handleSubmit,
    watch,
    getValues,
    reset,
    formState: { errors, isDirty },
  } = useForm<ReportFormInput, unknown, ReportFormValues>({
    resolver: zodResolver(ZReportForm),
    defaultValues,
  });
  const formRef = useRef<HTMLFormElement>(null);
  // Once the report is being saved, leaving for its PDF asks nothing.
  const [saving, setSaving] = useState(false);
  const [reloginOpen, setReloginOpen] = useState(false);
  const subscribe = useCallback(
    (changed: () => void) => {
      const subscription = watch(changed);
      return () => subscription.unsubscribe();
    },
    [watch],
  );
  const autosave = useReportDraftAutosave(subscribe, () => toDraft(reportId, getValues()));
  const [openTarget] = useState(() => openingTarget(reportId, defaultValues.practice?.id));
  const offered = useReportDraft(openTarget);
  const [offerAnswered, setOfferAnswered] = useState(false);
  const offer = !offerAnswered && autosave.status.kind === 'idle' ? offered.data : null;
  const chosenPractice = useWatch({ control, name: 'practice' });
  const typedName = useWatch({ control, name: 'name' }) ?? '';
  const monthCheck = useReportMonthCheck(reportId);

  const serverError = (field: string) => fieldErrorMessage(submitError, field);
  const failure = formFailureMessage(submitError, FIELDS_WITH_MESSAGES);
  const statusText = draftStatusText(autosave.status);

  const save = submission.submitWith((keyFor) =>
    handleSubmit(async (values) => {
      if (!(await monthCheck.confirmMonth(values.practice.id, values.name))) return;
      const report = toRequest(values);
      // The last concept is written before the report, whose save removes it.
      await autosave.settle();
      setSaving(true);
      try {
        await onSubmit(report, keyFor(report));
      } catch (error) {
        setSaving(false);
        autosave.resume();
        // The session ended while typing: log in again here, then save (the text stays).
        if (error instanceof ApiError && error.status === 401) {
          setReloginOpen(true);
          return;
        }
        throw error;
      }
    })(),
  );

  return (
    <>
      {/* The dialogs stand outside the form: each has a form of its own. */}
      <UnsavedChangesGuard dirty={isDirty && !saving} conceptSaved={autosave.conceptHoldsAll} />
      {monthCheck.dialog}
      {relogin({
        open: reloginOpen,
        user,
        onLoggedIn: () => {
          setReloginOpen(false);
          autosave.resume();
          formRef.current?.requestSubmit();
        },
        onCancel: () => setReloginOpen(false),
      })}
      <form ref={formRef} onSubmit={save} noValidate className="flex max-w-3xl flex-col gap-5">
        {offer ? (
          <DraftOffer
            draft={offer}
            onRestore={() => {
              setOfferAnswered(true);
              // Against the defaults: the restored form counts as changed, so leaving asks.
              reset(fromDraft(offer, getValues()), { keepDefaultValues: true });
            }}
            onDiscard={() => {
              setOfferAnswered(true);
              // Not removed (an outage): it is offered again next time; nothing is lost.
              deleteReportDraft(
                openingTarget(offer.report_id, offer.practice_id ?? undefined),
              ).catch(() => undefined);
            }}
          />
        ) : null}
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
        <ReportMonthField
          value={typedName}
          registration={register('name')}
          error={errors.name?.message ?? serverError('name')}
          savedName={reportId === null ? null : (defaultValues.name ?? '')}
        />
        <PreviousReport practiceId={chosenPractice?.id ?? null} editedReportId={reportId} />
        {REPORT_SECTIONS.map((section) => (
          <Controller
            key={section.field}
            control={control}
            name={section.field}
            render={({ field }) => (
              <>
                {section.field === 'overig' && reportId === null ? (
                  <CarryOverPoints
                    practiceId={chosenPractice?.id ?? null}
                    block={field.value ?? ''}
                    onChange={field.onChange}
                  />
                ) : null}
                <ReportTextField
                  ref={field.ref}
                  name={field.name}
                  label={section.label}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors[section.field]?.message ?? serverError(section.field)}
                />
              </>
            )}
          />
        ))}
        {extraFields}
        <div className="flex flex-col gap-2">
          <FormActions pending={submission.pending} cancelTo={cancelTo} />
          <p role="status" className="min-h-5 text-sm text-slate-600">
            {statusText}
          </p>
        </div>
      </form>
    </>
  );
}

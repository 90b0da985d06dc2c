import type { TMonthOverviewRow } from '@praktijkportaal/contract/month-overview';
import { monthParam } from '@praktijkportaal/contract/month-overview-fields';
import type { TReportMonth } from '@praktijkportaal/contract/report-month';
import { ActionLink } from '../../../components/ui/action-link';
import { Button } from '../../../components/ui/button';
import { OVERVIEW_TEXTS } from '../texts';

/** Navigation state that opens the report form with the practice chosen (documents' own shape). */
export type ReportFormState = (practice: { id: number; name: string }) => unknown;

/**
 * A row's actions: "Verslag schrijven" (the new report's form for the practice and month) while
 * the month has no saved report; else "Herinnering sturen" while someone has not opened it, or
 * when the last reminder went and when the next may.
 */
export function RowActions({
  row,
  month,
  reportFormState,
  onRemind,
}: {
  row: TMonthOverviewRow;
  month: TReportMonth;
  reportFormState: ReportFormState;
  onRemind: (reportId: number, practiceName: string) => void;
}) {
  const { practice, report } = row;
  if (!report) {
    return (
      <ActionLink
        to={`/practice/add-report?maand=${monthParam(month)}`}
        state={reportFormState(practice)}
        aria-label={OVERVIEW_TEXTS.writeReportFor(practice.name)}
      >
        {OVERVIEW_TEXTS.writeReport}
      </ActionLink>
    );
  }
  if (report.readers === 0) return null;
  if (report.read >= report.readers) {
    return <span className="text-slate-600">{OVERVIEW_TEXTS.everyoneRead}</span>;
  }
  const sentAt = report.reminder_sent_at ? new Date(report.reminder_sent_at) : null;
  const allowedFrom = report.reminder_allowed_from ? new Date(report.reminder_allowed_from) : null;
  if (sentAt && allowedFrom && allowedFrom > new Date()) {
    return (
      <span className="text-sm text-slate-700">
        {OVERVIEW_TEXTS.reminderWaits(sentAt, allowedFrom)}
      </span>
    );
  }
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        variant="secondary"
        className="whitespace-nowrap"
        aria-label={OVERVIEW_TEXTS.sendReminderFor(practice.name)}
        onClick={() => onRemind(report.id, practice.name)}
      >
        {OVERVIEW_TEXTS.sendReminder}
      </Button>
      {sentAt ? (
        <span className="text-sm text-slate-700">{OVERVIEW_TEXTS.lastReminder(sentAt)}</span>
      ) : null}
    </div>
  );
}

import {
  formatReportMonth,
  monthOfDate,
  numericReportMonth,
  readReportMonth,
} from '@praktijkportaal/contract/report-month';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';
import { DOCUMENT_TEXTS } from '../texts';

type Props = {
  /** Maand en jaar as it stands in the form. */
  value: string;
  registration: UseFormRegisterReturn<'name'>;
  error?: string;
  /** The edited report's stored name; null for a new report. */
  savedName: string | null;
};

/** "Maand: november 2026", "Maand niet herkend", or nothing while the field is empty. */
function monthReading(value: string) {
  if (value.trim() === '') return '';
  const month = readReportMonth(value);
  return month ? DOCUMENT_TEXTS.monthRead(formatReportMonth(month)) : DOCUMENT_TEXTS.monthNotRead;
}

/**
 * The spec's free-text "Maand en jaar", with the month the portal reads from it beside it as
 * the coach types (decision 092). An edited report whose stored name is no month says it is
 * "maand onbekend" until saved with one.
 */
export function ReportMonthField({ value, registration, error, savedName }: Props) {
  const thisMonth = monthOfDate(new Date());
  const reading = monthReading(value);
  const savedUnknown = savedName !== null && readReportMonth(savedName) === null;
  return (
    <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:gap-4">
      <div className="max-w-sm sm:flex-1">
        <TextField
          label={DOCUMENT_TEXTS.monthYearLabel}
          placeholder={DOCUMENT_TEXTS.monthYearPlaceholder(
            numericReportMonth(thisMonth),
            formatReportMonth(thisMonth),
          )}
          autoComplete="off"
          error={error}
          {...registration}
        />
      </div>
      <div className="text-sm sm:mt-8">
        <p
          aria-live="polite"
          className={reading === DOCUMENT_TEXTS.monthNotRead ? 'text-amber-800' : 'text-slate-700'}
        >
          {reading}
        </p>
        {savedUnknown ? (
          <p className="text-slate-700">{DOCUMENT_TEXTS.savedAsMonthUnknown}</p>
        ) : null}
      </div>
    </div>
  );
}

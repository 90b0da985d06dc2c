import {
  formatReportMonth,
  monthsBetween,
  readReportMonth,
  type TReportMonth,
} from '@praktijkportaal/contract/report-month';
import { DOCUMENT_TEXTS } from './texts';

/** How far ahead a report's month may lie without a question: next month is fine. */
const MONTHS_AHEAD_WITHOUT_QUESTION = 1;

type Check = {
  /** Maand en jaar as typed. */
  name: string;
  /** Another report of the practice is for the month read from `name`. */
  taken: boolean;
  /** This month. */
  now: TReportMonth;
};

/**
 * What Opslaan asks about the month before saving (decision 092), or null when nothing: text
 * that is no month, a month the practice already has a report for, a month too far ahead.
 * The server saves all of these; the question is the coach's chance to look again.
 */
export function reportMonthQuestion({ name, taken, now }: Check): string | null {
  const month = readReportMonth(name);
  if (!month) {
    return `${DOCUMENT_TEXTS.monthUnreadableQuestion(name.trim())} ${DOCUMENT_TEXTS.saveAnyway}`;
  }
  const words = formatReportMonth(month);
  const doubts = [
    taken ? DOCUMENT_TEXTS.monthTakenQuestion(words) : null,
    monthsBetween(now, month) > MONTHS_AHEAD_WITHOUT_QUESTION
      ? DOCUMENT_TEXTS.monthAheadQuestion(words)
      : null,
  ].filter((doubt) => doubt !== null);
  return doubts.length === 0 ? null : [...doubts, DOCUMENT_TEXTS.saveAnyway].join(' ');
}

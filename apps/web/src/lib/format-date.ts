import { dutchDayFormat } from './dutch-formats';

/**
 * Days already written out, by timestamp: a list shows the same items again at every search
 * and sort, and a hundred rows mounting at once would otherwise each ask Intl. Emptied when
 * full, so it stays small whatever is shown.
 */
const formatted = new Map<string, string>();
const MAX_FORMATTED = 10_000;

/** Spec §9: dates are shown dd-MM-yyyy. Text that is no date is returned as it is. */
export function formatDate(isoTimestamp: string): string {
  let text = formatted.get(isoTimestamp);
  if (text === undefined) {
    text = formatDay(isoTimestamp);
    if (formatted.size >= MAX_FORMATTED) formatted.clear();
    formatted.set(isoTimestamp, text);
  }
  return text;
}

function formatDay(isoTimestamp: string): string {
  const date = new Date(isoTimestamp);
  if (Number.isNaN(date.getTime())) return isoTimestamp;
  const parts = dutchDayFormat().formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')}`;
}

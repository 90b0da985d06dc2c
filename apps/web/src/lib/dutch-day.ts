/*
 * Calendar days as the portal writes them (`dd-mm-jjjj`, spec §9) and as the API and the
 * address hold them (`JJJJ-MM-DD`), whatever the browser's locale.
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** `5-11-2026`, `05-11-2026`; a slash or dot between the parts is read as well. */
const DUTCH_DAY = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;

const twoDigits = (value: number) => String(value).padStart(2, '0');

function isRealDay(year: number, month: number, day: number) {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** `dd-mm-jjjj` typed by a person as `JJJJ-MM-DD`; null when it is no real day. */
export function parseDutchDay(text: string): string | null {
  const match = DUTCH_DAY.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isRealDay(year, month, day)) return null;
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** `JJJJ-MM-DD` as `dd-mm-jjjj`; anything else as it is. */
export function dutchDayOf(isoDay: string): string {
  const match = ISO_DAY.exec(isoDay);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : isoDay;
}

/** A date picker's local day (midnight in the browser's zone) and back. */
export function localDateOf(isoDay: string): Date | undefined {
  const match = ISO_DAY.exec(isoDay);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
}

export function isoDayOf(date: Date): string {
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

const AMSTERDAM_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * Today in the Netherlands as `JJJJ-MM-DD`, as every date the portal shows is written: a phone
 * set to another zone, or a late evening in UTC, still sees the Dutch day as "Vandaag".
 */
export function dutchToday(now: Date = new Date()): string {
  return AMSTERDAM_DAY.format(now);
}

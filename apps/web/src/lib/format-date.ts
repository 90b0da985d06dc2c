/** The portal is Dutch: dates are the calendar day in the Netherlands, whatever the browser's zone. */
const DUTCH_DAY = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'Europe/Amsterdam',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** Spec §9: dates are shown dd-MM-yyyy. Text that is no date is returned as it is. */
export function formatDate(isoTimestamp: string): string {
  const date = new Date(isoTimestamp);
  if (Number.isNaN(date.getTime())) return isoTimestamp;
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    DUTCH_DAY.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')}`;
}

/** The portal is Dutch: a date is the calendar day in the Netherlands, whatever the server's zone. */
const DUTCH_DAY = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'Europe/Amsterdam',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** Spec §9: dates are shown dd-MM-yyyy. */
export function formatDutchDate(date: Date): string {
  const parts = DUTCH_DAY.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')}`;
}

/*
 * Dutch numbers, calendar days and times through Intl, in the Netherlands' time zone whatever
 * the browser's (spec §9). Intl replaced hand-written summer-time rules: Intl is
 * the standard means, and ICU's first use costs a few tens of ms once per page, not per list.
 */

let numberFormat: Intl.NumberFormat | undefined;
let dayFormat: Intl.DateTimeFormat | undefined;
let timeFormat: Intl.DateTimeFormat | undefined;

/** Numbers as the Dutch write them: 5.000. */
export function formatDutchNumber(value: number): string {
  numberFormat ??= new Intl.NumberFormat('nl-NL');
  return numberFormat.format(value);
}

/** Spec §9: the calendar day in the Netherlands, as dd-MM-yyyy. */
export function formatDutchDay(date: Date): string {
  dayFormat ??= new Intl.DateTimeFormat('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  const parts = dayFormat.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')}`;
}

/** The time in the Netherlands, in 24 hours: 14:03. */
export function formatDutchTime(date: Date): string {
  timeFormat ??= new Intl.DateTimeFormat('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return timeFormat.format(date);
}

/** The day as `formatDutchDay` writes it and the time in the Netherlands: 25-11-2026 14:03. */
export function formatDutchDayAndTime(date: Date): string {
  return `${formatDutchDay(date)} ${formatDutchTime(date)}`;
}

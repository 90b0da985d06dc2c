/*
 * The portal's Intl formatters, made once, on first use. The first Intl object of a page costs
 * about ten milliseconds (ICU loads its data for Dutch and the Netherlands' time zone), so the
 * entry makes these while it waits for React to arrive (`makeDutchFormatsSoon`, main.tsx), and a
 * list's first rows do not pay it.
 */

let day: Intl.DateTimeFormat | undefined;
let number: Intl.NumberFormat | undefined;

/** Dates are the calendar day in the Netherlands, whatever the browser's zone. */
export function dutchDayFormat(): Intl.DateTimeFormat {
  day ??= new Intl.DateTimeFormat('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  return day;
}

/** Numbers as the Dutch write them: 5.000. */
export function dutchNumberFormat(): Intl.NumberFormat {
  number ??= new Intl.NumberFormat('nl-NL');
  return number;
}

/** Makes both formatters in a task of their own, after what is running now. */
export function makeDutchFormatsSoon() {
  setTimeout(() => {
    dutchDayFormat();
    dutchNumberFormat();
  }, 0);
}

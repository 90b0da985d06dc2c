/*
 * Dutch numbers and calendar days, worked out without Intl: a list shows both in its first
 * frame, and a page's first Intl object makes ICU load its data, 25–45 ms on the 2-core
 * machines here (bench/README.md). Intl stays the reference (dutch-formats.test.ts compares
 * the two hour by hour over decades) and writes what these rules do not cover.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The Netherlands has kept the EU's summer time rule since 1996; earlier years go to Intl. */
const FIRST_YEAR_OF_EU_RULE = 1996;
const LAST_YEAR_WRITTEN_HERE = 9998;

let dayFormat: Intl.DateTimeFormat | undefined;
let timeFormat: Intl.DateTimeFormat | undefined;
let numberFormat: Intl.NumberFormat | undefined;

/** Numbers as the Dutch write them: 5.000. */
export function formatDutchNumber(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) {
    numberFormat ??= new Intl.NumberFormat('nl-NL');
    return numberFormat.format(value);
  }
  return String(value).replace(/\B(?=(\d{3})+$)/g, '.');
}

/** Spec §9: the calendar day in the Netherlands, whatever the browser's zone, as dd-MM-yyyy. */
export function formatDutchDay(date: Date): string {
  const local = amsterdamWallClock(date);
  if (!local) return dutchDayByIntl(date);
  return `${twoDigits(local.getUTCDate())}-${twoDigits(local.getUTCMonth() + 1)}-${local.getUTCFullYear()}`;
}

/** The day as `formatDutchDay` writes it and the time in the Netherlands: 25-11-2026 14:03. */
export function formatDutchDayAndTime(date: Date): string {
  const local = amsterdamWallClock(date);
  if (!local) return `${dutchDayByIntl(date)} ${dutchTimeByIntl(date)}`;
  return `${formatDutchDay(date)} ${twoDigits(local.getUTCHours())}:${twoDigits(local.getUTCMinutes())}`;
}

/** The time in the Netherlands, whatever the browser's zone: 14:03. */
export function formatDutchTime(date: Date): string {
  return formatDutchDayAndTime(date).slice(-'hh:mm'.length);
}

/** The clock in Amsterdam, read through the UTC getters; null for years these rules leave to Intl. */
function amsterdamWallClock(date: Date): Date | null {
  const year = date.getUTCFullYear();
  if (year < FIRST_YEAR_OF_EU_RULE || year > LAST_YEAR_WRITTEN_HERE) return null;
  return new Date(date.getTime() + amsterdamOffsetMs(date.getTime(), year));
}

/** CET (UTC+1), or CEST (UTC+2) from 01:00 UTC on March's last Sunday to October's. */
function amsterdamOffsetMs(time: number, year: number): number {
  const summerTime = time >= lastSundayAt1Utc(year, 2) && time < lastSundayAt1Utc(year, 9);
  return summerTime ? 2 * HOUR_MS : HOUR_MS;
}

function lastSundayAt1Utc(year: number, monthIndex: number): number {
  const lastDay = Date.UTC(year, monthIndex + 1, 0);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS + HOUR_MS;
}

function twoDigits(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}

function dutchDayByIntl(date: Date): string {
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

function dutchTimeByIntl(date: Date): string {
  timeFormat ??= new Intl.DateTimeFormat('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return timeFormat.format(date);
}

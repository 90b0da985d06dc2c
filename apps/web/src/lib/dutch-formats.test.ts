import { describe, expect, it } from 'vitest';
import {
  formatDutchDay,
  formatDutchDayAndTime,
  formatDutchNumber,
  formatDutchTime,
} from './dutch-formats';

const HOUR_MS = 3_600_000;

/** What Intl writes, the reference: the day in Amsterdam as dd-MM-yyyy. */
const intlDay = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'Europe/Amsterdam',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
function dayByIntl(date: Date) {
  const parts = intlDay.formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('day')}-${part('month')}-${part('year')}`;
}

describe('formatDutchDay', () => {
  it('gives the day in Amsterdam, as Intl does, for every hour from 1995 to 2060', () => {
    const mismatches: string[] = [];
    for (let time = Date.UTC(1995, 0, 1); time < Date.UTC(2061, 0, 1); time += HOUR_MS) {
      const date = new Date(time);
      const expected = dayByIntl(date);
      if (formatDutchDay(date) !== expected) mismatches.push(`${date.toISOString()} ${expected}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('changes day at midnight in Amsterdam on both sides of the summer time switches', () => {
    // 2026: summer time from 29 March 01:00 UTC until 25 October 01:00 UTC.
    expect(formatDutchDay(new Date('2026-03-28T22:59:59Z'))).toBe('28-03-2026');
    expect(formatDutchDay(new Date('2026-03-28T23:00:00Z'))).toBe('29-03-2026');
    expect(formatDutchDay(new Date('2026-06-30T21:59:59Z'))).toBe('30-06-2026');
    expect(formatDutchDay(new Date('2026-06-30T22:00:00Z'))).toBe('01-07-2026');
    expect(formatDutchDay(new Date('2026-10-25T22:59:59Z'))).toBe('25-10-2026');
    expect(formatDutchDay(new Date('2026-10-25T23:00:00Z'))).toBe('26-10-2026');
    expect(formatDutchDay(new Date('2025-12-31T23:30:00Z'))).toBe('01-01-2026');
  });

  it('leaves years outside its rule to Intl', () => {
    for (const iso of ['1980-07-01T22:30:00Z', '1800-01-01T12:00:00Z', '9999-06-01T12:00:00Z'])
      expect(formatDutchDay(new Date(iso))).toBe(dayByIntl(new Date(iso)));
  });
});

const intlTime = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'Europe/Amsterdam',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

describe('formatDutchDayAndTime', () => {
  it('gives day and time in Amsterdam, as Intl does, every 7 h 13 min from 2020 to 2035', () => {
    const mismatches: string[] = [];
    for (let time = Date.UTC(2020, 0, 1); time < Date.UTC(2036, 0, 1); time += 433 * 60_000) {
      const date = new Date(time);
      const expected = `${dayByIntl(date)} ${intlTime.format(date)}`;
      if (formatDutchDayAndTime(date) !== expected)
        mismatches.push(`${date.toISOString()} ${expected}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('writes the hour in 24 hours, around the summer time switch', () => {
    expect(formatDutchDayAndTime(new Date('2026-03-29T00:59:00Z'))).toBe('29-03-2026 01:59');
    expect(formatDutchDayAndTime(new Date('2026-03-29T01:00:00Z'))).toBe('29-03-2026 03:00');
    expect(formatDutchDayAndTime(new Date('2026-11-25T13:05:00Z'))).toBe('25-11-2026 14:05');
  });

  it('leaves years outside its rule to Intl', () => {
    const date = new Date('1980-07-01T22:30:00Z');
    expect(formatDutchDayAndTime(date)).toBe(`${dayByIntl(date)} ${intlTime.format(date)}`);
  });
});

describe('formatDutchNumber', () => {
  it('groups thousands with a point, as Intl does', () => {
    const intl = new Intl.NumberFormat('nl-NL');
    for (const value of [0, 7, 100, 999, 1000, 5000, 12_345, 999_999, 1_000_000, 1_234_567_890])
      expect(formatDutchNumber(value)).toBe(intl.format(value));
    expect(formatDutchNumber(5000)).toBe('5.000');
  });

  it('leaves fractions and negative numbers to Intl', () => {
    const intl = new Intl.NumberFormat('nl-NL');
    for (const value of [-5000, 2.5, 1234.75])
      expect(formatDutchNumber(value)).toBe(intl.format(value));
  });
});

describe('formatDutchTime', () => {
  it('gives the time in Amsterdam, in summer and winter, and where Intl writes it', () => {
    expect(formatDutchTime(new Date('2026-11-27T13:32:00Z'))).toBe('14:32');
    expect(formatDutchTime(new Date('2026-07-01T13:32:00Z'))).toBe('15:32');
    const old = new Date('1980-07-01T22:05:00Z');
    expect(formatDutchTime(old)).toBe(intlTime.format(old));
  });
});

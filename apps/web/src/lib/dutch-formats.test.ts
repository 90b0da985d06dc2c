import { describe, expect, it } from 'vitest';
import {
  formatDutchDay,
  formatDutchDayAndTime,
  formatDutchNumber,
  formatDutchTime,
} from './dutch-formats';

describe('formatDutchDay', () => {
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

  it('writes years before the EU rule and far ahead the same way', () => {
    expect(formatDutchDay(new Date('1980-07-01T22:30:00Z'))).toBe('02-07-1980');
    expect(formatDutchDay(new Date('9999-06-01T12:00:00Z'))).toBe('01-06-9999');
  });
});

describe('formatDutchDayAndTime and formatDutchTime', () => {
  it('write the hour in 24 hours in Amsterdam, around the summer time switch', () => {
    expect(formatDutchDayAndTime(new Date('2026-03-29T00:59:00Z'))).toBe('29-03-2026 01:59');
    expect(formatDutchDayAndTime(new Date('2026-03-29T01:00:00Z'))).toBe('29-03-2026 03:00');
    expect(formatDutchDayAndTime(new Date('2026-11-25T13:05:00Z'))).toBe('25-11-2026 14:05');
    expect(formatDutchDayAndTime(new Date('2026-11-25T23:05:00Z'))).toBe('26-11-2026 00:05');
  });

  it('gives the time in Amsterdam in summer and winter', () => {
    expect(formatDutchTime(new Date('2026-11-27T13:32:00Z'))).toBe('14:32');
    expect(formatDutchTime(new Date('2026-07-01T13:32:00Z'))).toBe('15:32');
  });
});

describe('formatDutchNumber', () => {
  it('groups thousands with a point and writes decimals with a comma', () => {
    expect(formatDutchNumber(7)).toBe('7');
    expect(formatDutchNumber(5000)).toBe('5.000');
    expect(formatDutchNumber(1_234_567)).toBe('1.234.567');
    expect(formatDutchNumber(-5000)).toBe('-5.000');
    expect(formatDutchNumber(1234.75)).toBe('1.234,75');
  });
});

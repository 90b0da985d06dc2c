import { describe, expect, it } from 'vitest';
import { dutchDayOf, dutchToday, isoDayOf, localDateOf, parseDutchDay } from './dutch-day';

describe('parseDutchDay', () => {
  it('reads dd-mm-jjjj, with or without leading zeros, and / or . between', () => {
    expect(parseDutchDay('05-11-2026')).toBe('2026-11-05');
    expect(parseDutchDay(' 5-1-2026 ')).toBe('2026-01-05');
    expect(parseDutchDay('31/12/2025')).toBe('2025-12-31');
    expect(parseDutchDay('29.02.2024')).toBe('2024-02-29');
  });

  it('refuses what is no real day or not day first', () => {
    for (const text of ['', '2026-11-05', '11/31/2026', '29-02-2026', '00-01-2026', '5-11-26']) {
      expect(parseDutchDay(text), text).toBeNull();
    }
  });
});

describe('dutchDayOf and the picker days', () => {
  it('writes JJJJ-MM-DD as dd-mm-jjjj and leaves other text alone', () => {
    expect(dutchDayOf('2026-03-07')).toBe('07-03-2026');
    expect(dutchDayOf('')).toBe('');
  });

  it('turns a day into the local date a picker shows and back', () => {
    const date = localDateOf('2026-03-29');
    expect(date?.getDate()).toBe(29);
    expect(date && isoDayOf(date)).toBe('2026-03-29');
    expect(localDateOf('morgen')).toBeUndefined();
  });
});

describe('dutchToday', () => {
  it('is the day in the Netherlands, also when UTC is still on the day before', () => {
    expect(dutchToday(new Date('2026-12-07T23:30:00Z'))).toBe('2026-12-08');
    expect(dutchToday(new Date('2026-12-07T22:59:00Z'))).toBe('2026-12-07');
    // Summer time: two hours ahead of UTC.
    expect(dutchToday(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
  });
});

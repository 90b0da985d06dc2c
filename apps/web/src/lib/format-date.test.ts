import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows an ISO timestamp as dd-MM-yyyy', () => {
    expect(formatDate('2026-03-07T10:15:00.000Z')).toBe('07-03-2026');
  });

  it('uses the calendar day in the Netherlands, in winter and in summer time', () => {
    expect(formatDate('2025-12-31T23:30:00.000Z')).toBe('01-01-2026');
    expect(formatDate('2026-06-30T22:30:00.000Z')).toBe('01-07-2026');
    expect(formatDate('2026-06-30T21:30:00.000Z')).toBe('30-06-2026');
  });

  it('returns text that is no date unchanged', () => {
    expect(formatDate('onbekend')).toBe('onbekend');
  });

  it('asks Intl once per timestamp, however often a row with it mounts', () => {
    const formatToParts = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    expect(formatDate('2024-02-29T12:00:00.000Z')).toBe('29-02-2024');
    expect(formatDate('2024-02-29T12:00:00.000Z')).toBe('29-02-2024');
    expect(formatDate('2024-02-29T12:00:00.000Z')).toBe('29-02-2024');
    expect(formatToParts).toHaveBeenCalledTimes(1);
    expect(formatDate('2024-03-01T12:00:00.000Z')).toBe('01-03-2024');
    expect(formatToParts).toHaveBeenCalledTimes(2);
  });

  it('keeps giving the right day once many timestamps have been written out', () => {
    const start = Date.UTC(2000, 0, 1, 12);
    for (let day = 0; day < 12_000; day++) {
      const timestamp = new Date(start + day * 86_400_000).toISOString();
      const [year, month, date] = timestamp.slice(0, 10).split('-');
      expect(formatDate(timestamp)).toBe(`${date}-${month}-${year}`);
    }
    expect(formatDate('2026-03-07T10:15:00.000Z')).toBe('07-03-2026');
  });
});

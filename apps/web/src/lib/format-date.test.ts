import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
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

  it('gives the right day for every day of three decades', () => {
    const start = Date.UTC(2000, 0, 1, 12);
    for (let day = 0; day < 12_000; day++) {
      const timestamp = new Date(start + day * 86_400_000).toISOString();
      const [year, month, date] = timestamp.slice(0, 10).split('-');
      expect(formatDate(timestamp)).toBe(`${date}-${month}-${year}`);
    }
    expect(formatDate('2026-03-07T10:15:00.000Z')).toBe('07-03-2026');
  });
});

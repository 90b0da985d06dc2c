import { describe, expect, it } from 'vitest';
import {
  addMonths,
  formatReportMonth,
  monthOfDate,
  monthsBetween,
  numericReportMonth,
  readReportMonth,
} from './report-month';

describe('readReportMonth', () => {
  it.each([
    ['11-2026', 2026, 11],
    ['06-2025', 2025, 6],
    ['6-2025', 2025, 6],
    ['6/2025', 2025, 6],
    ['11/2026', 2026, 11],
    ['11.2026', 2026, 11],
    ['2026-11', 2026, 11],
    ['2025/06', 2025, 6],
    ['nov 2026', 2026, 11],
    ['nov. 2026', 2026, 11],
    ['November 2026', 2026, 11],
    ['  november   2026 ', 2026, 11],
    ['juni 2025', 2025, 6],
    ['jun. 2025', 2025, 6],
    ['mrt 2026', 2026, 3],
    ['maart, 2026', 2026, 3],
    ['mei 2026', 2026, 5],
    ['okt 2026', 2026, 10],
    ['October 2026', 2026, 10],
    ['sept. 2026', 2026, 9],
  ])('reads %j as %i-%i', (text, year, month) => {
    expect(readReportMonth(text)).toEqual({ year, month });
  });

  it.each([
    '',
    'december 2026 (vooruit)',
    'Q4 2026',
    '13-2026',
    '00-2026',
    '2026',
    'november',
    'novembre 2026',
    '11-26',
    '11-1999',
    'week 45 2026',
    '1-11-2026',
  ])('does not read %j', (text) => {
    expect(readReportMonth(text)).toBeNull();
  });
});

describe('months', () => {
  it('writes a month in words and in the placeholder form', () => {
    expect(formatReportMonth({ year: 2026, month: 11 })).toBe('november 2026');
    expect(numericReportMonth({ year: 2026, month: 6 })).toBe('06-2026');
  });

  it('takes the month of a date in the Netherlands', () => {
    expect(monthOfDate(new Date('2026-11-30T23:30:00Z'))).toEqual({ year: 2026, month: 12 });
    expect(monthOfDate(new Date('2026-11-30T12:00:00Z'))).toEqual({ year: 2026, month: 11 });
  });

  it('counts and adds months across years', () => {
    expect(monthsBetween({ year: 2026, month: 11 }, { year: 2027, month: 1 })).toBe(2);
    expect(monthsBetween({ year: 2026, month: 1 }, { year: 2025, month: 12 })).toBe(-1);
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
  });
});

import { describe, expect, it } from 'vitest';
import { reportMonthQuestion } from './report-month-question';

const now = { year: 2026, month: 11 };

describe('reportMonthQuestion', () => {
  it('asks nothing about a readable month of now, the past or next month that is free', () => {
    for (const name of ['november 2026', '10-2026', '2025-06', 'dec 2026']) {
      expect(reportMonthQuestion({ name, taken: false, now })).toBeNull();
    }
  });

  it('asks about text it cannot read', () => {
    expect(reportMonthQuestion({ name: ' Q4 2026 ', taken: false, now })).toBe(
      '"Q4 2026" is niet als maand te lezen; het verslag krijgt "maand onbekend". Toch opslaan?',
    );
  });

  it('asks about a month the practice already has a report for', () => {
    expect(reportMonthQuestion({ name: '11-2026', taken: true, now })).toBe(
      'Er is al een verslag voor november 2026. Toch opslaan?',
    );
  });

  it('asks about a month more than one month ahead, across the year', () => {
    expect(reportMonthQuestion({ name: 'januari 2027', taken: false, now })).toBe(
      'Dit verslag is voor januari 2027, meer dan een maand vooruit. Toch opslaan?',
    );
    expect(reportMonthQuestion({ name: '2027-01', taken: true, now })).toBe(
      'Er is al een verslag voor januari 2027. Dit verslag is voor januari 2027, meer dan een maand vooruit. Toch opslaan?',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { pdfListPath, practicePagePath } from './practice-path';

describe('practicePagePath', () => {
  it("leads each role to the practice's own page", () => {
    expect(practicePagePath('Admin', 7)).toBe('/admin/practice-details/7');
    expect(practicePagePath('Coach', 7)).toBe('/coach/practice-details/7');
    expect(practicePagePath('Klant', 7)).toBe('/practice/7');
    expect(practicePagePath('Manager', 7)).toBe('/practice/7');
  });
});

describe('pdfListPath', () => {
  it("leads Admin and Coach to the practice's details, which list both kinds", () => {
    expect(pdfListPath('Admin', { practice_id: 7, kind: 'upload' })).toBe(
      '/admin/practice-details/7',
    );
    expect(pdfListPath('Coach', { practice_id: 7, kind: 'report' })).toBe(
      '/coach/practice-details/7',
    );
  });

  it('leads Klant and Manager to the Verslagen or Bestanden of the PDF', () => {
    expect(pdfListPath('Klant', { practice_id: 7, kind: 'report' })).toBe('/practice/7/reports');
    expect(pdfListPath('Manager', { practice_id: 9, kind: 'upload' })).toBe(
      '/practice/9/uploadedPDFs',
    );
  });
});

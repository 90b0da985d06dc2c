import { describe, expect, it } from 'vitest';
import { practicePagePath, preselectedPractice, reportForPracticeState } from './report-practice';

describe('preselectedPractice', () => {
  it('reads back the practice that "Verslag aanmaken" put in the navigation state', () => {
    const practice = { id: 7, name: 'Dierenartsenpraktijk De Hoeve' };
    expect(preselectedPractice(reportForPracticeState(practice))).toEqual(practice);
  });

  it('ignores missing or malformed state', () => {
    expect(preselectedPractice(null)).toBeNull();
    expect(preselectedPractice({ flash: 'Opgeslagen' })).toBeNull();
    expect(preselectedPractice({ practice: { id: '7', name: 'De Hoeve' } })).toBeNull();
    expect(preselectedPractice({ practice: { id: -1, name: 'De Hoeve' } })).toBeNull();
  });
});

describe('practicePagePath', () => {
  it("leads to the practice's details page of the role", () => {
    expect(practicePagePath('Admin', 7)).toBe('/admin/practice-details/7');
    expect(practicePagePath('Coach', 7)).toBe('/coach/practice-details/7');
  });

  it('leads to the practice list when no practice is known', () => {
    expect(practicePagePath('Admin', undefined)).toBe('/admin/practices');
    expect(practicePagePath('Coach', undefined)).toBe('/');
  });
});

import { describe, expect, it } from 'vitest';
import { practiceDetailsPath } from './practice-path';

describe('practiceDetailsPath', () => {
  it('leads the Admin and the Coach to their own practice details route', () => {
    expect(practiceDetailsPath('Admin', 7)).toBe('/admin/practice-details/7');
    expect(practiceDetailsPath('Coach', 7)).toBe('/coach/practice-details/7');
  });

  it('gives Klant and Manager no link back to the practice', () => {
    expect(practiceDetailsPath('Klant', 7)).toBeUndefined();
    expect(practiceDetailsPath('Manager', 7)).toBeUndefined();
  });
});

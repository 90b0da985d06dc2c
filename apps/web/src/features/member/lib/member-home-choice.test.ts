import { describe, expect, it } from 'vitest';
import { memberHomeChoice } from './member-home-choice';

describe('memberHomeChoice', () => {
  it('says so when no practice is linked', () => {
    expect(memberHomeChoice([])).toEqual({ kind: 'noPractice' });
  });

  it('opens the one practice', () => {
    expect(memberHomeChoice([{ id: 12 }])).toEqual({ kind: 'openPractice', practiceId: 12 });
  });

  it('lets a Manager with several practices pick one', () => {
    expect(memberHomeChoice([{ id: 12 }, { id: 4 }])).toEqual({ kind: 'pickPractice' });
  });
});

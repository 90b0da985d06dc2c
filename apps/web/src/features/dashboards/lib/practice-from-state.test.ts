import { describe, expect, it } from 'vitest';
import { practiceFromState } from './practice-from-state';

describe('practiceFromState', () => {
  it('reads the practice from the navigation state', () => {
    expect(practiceFromState({ practice: { id: 4, name: 'De Hoeve' } })).toEqual({
      id: 4,
      name: 'De Hoeve',
    });
  });

  it('gives null without state, as on a direct visit', () => {
    expect(practiceFromState(null)).toBeNull();
    expect(practiceFromState(undefined)).toBeNull();
  });

  it('gives null for state of another shape', () => {
    expect(practiceFromState({ flash: 'Opgeslagen' })).toBeNull();
    expect(practiceFromState({ practice: { id: '4', name: 'De Hoeve' } })).toBeNull();
    expect(practiceFromState({ practice: { id: 0, name: 'De Hoeve' } })).toBeNull();
  });
});

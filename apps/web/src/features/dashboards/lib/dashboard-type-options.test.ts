import { describe, expect, it } from 'vitest';
import { dashboardTypeOptions } from './dashboard-type-options';

describe('dashboardTypeOptions', () => {
  it("offers the spec's five types for a new dashboard", () => {
    expect(dashboardTypeOptions()).toEqual(['GD', 'GD 1a', 'GD 1b', 'Paard', 'Rund']);
  });

  it('offers the same five for a dashboard of one of them', () => {
    expect(dashboardTypeOptions('GD 1b')).toEqual(['GD', 'GD 1a', 'GD 1b', 'Paard', 'Rund']);
  });

  it('keeps LBH as a choice for a dashboard that has it', () => {
    expect(dashboardTypeOptions('LBH')).toEqual(['GD', 'GD 1a', 'GD 1b', 'Paard', 'Rund', 'LBH']);
  });
});

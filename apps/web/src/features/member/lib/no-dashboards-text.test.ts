import { describe, expect, it } from 'vitest';
import { MEMBER_TEXTS } from '../texts';
import { noDashboardsText } from './no-dashboards-text';

describe('noDashboardsText', () => {
  it('says "none yet" only when every department is the member’s', () => {
    expect(noDashboardsText(['GD', 'Paard', 'Rund'])).toBe(MEMBER_TEXTS.noDashboards);
  });

  it('names the member’s departments when they leave some out', () => {
    expect(noDashboardsText(['Paard'])).toBe(MEMBER_TEXTS.noDashboardsForDepartments('Paard'));
    expect(noDashboardsText(['GD', 'Rund'])).toContain('(GD, Rund)');
  });

  it('says so when the member has no department at all', () => {
    expect(noDashboardsText([])).toBe(MEMBER_TEXTS.noDepartments);
  });
});

import { describe, expect, it } from 'vitest';
import { DASHBOARD_TYPES, departmentName } from './departments';

describe('departmentName', () => {
  it('names every dashboard type in words', () => {
    expect(DASHBOARD_TYPES.map(departmentName)).toEqual([
      'Gezelschapsdieren',
      'Gezelschapsdieren 1a',
      'Gezelschapsdieren 1b',
      'Paard',
      'Rund',
      'Landbouwhuisdieren',
    ]);
  });
});

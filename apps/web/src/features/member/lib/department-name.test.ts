import { DASHBOARD_TYPES } from '@praktijkportaal/contract/departments';
import { describe, expect, it } from 'vitest';
import { departmentName } from './department-name';

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

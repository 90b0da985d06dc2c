import type { DashboardType } from '@praktijkportaal/contract/departments';

/**
 * A dashboard's department in words for a Klant's card (issue #26 item 4): the spec's type codes
 * are jargon. GD 1a and GD 1b are two of the Gezelschapsdieren dashboards and keep their number.
 */
const DEPARTMENT_NAMES: Record<DashboardType, string> = {
  GD: 'Gezelschapsdieren',
  'GD 1a': 'Gezelschapsdieren 1a',
  'GD 1b': 'Gezelschapsdieren 1b',
  Paard: 'Paard',
  Rund: 'Rund',
  LBH: 'Landbouwhuisdieren',
};

export const departmentName = (type: DashboardType) => DEPARTMENT_NAMES[type];

/*
 * No zod here: the screens that show departments (a Klant's start page) need only these names,
 * and zod's chunk is some 80 kB of JavaScript to evaluate on a phone. The schemas are in fields.ts.
 */

/** Spec §9: the departments of a Klant's or Manager's link to a practice. */
export const DEPARTMENTS = ['GD', 'Paard', 'Rund'] as const;
export type Department = (typeof DEPARTMENTS)[number];

/** Spec §9: dashboard types; LBH is recognised but offered by no form. */
export const DASHBOARD_TYPES = ['GD', 'GD 1a', 'GD 1b', 'Paard', 'Rund', 'LBH'] as const;
export type DashboardType = (typeof DASHBOARD_TYPES)[number];

/**
 * A dashboard's department in words for the screens: the spec's type codes
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

/**
 * Spec §5: GD covers every type starting with GD; Paard and Rund cover themselves; LBH belongs
 * to no department and is always allowed. The one place this rule lives.
 */
export function isDashboardTypeAllowed(type: string, departments: readonly Department[]) {
  if (type === 'LBH') return true;
  if (type.startsWith('GD')) return departments.includes('GD');
  return departments.some((department) => department === type);
}

export function allowedDashboardTypes(departments: readonly Department[]): DashboardType[] {
  return DASHBOARD_TYPES.filter((type) => isDashboardTypeAllowed(type, departments));
}

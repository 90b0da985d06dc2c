import { DEPARTMENTS, type Department } from '@praktijkportaal/contract/departments';
import { MEMBER_TEXTS } from '../texts';

/**
 * What a member reads when no tile is shown: the practice may have dashboards of departments
 * the member's link leaves out, so "none yet" is only true when every department is theirs.
 */
export function noDashboardsText(departments: readonly Department[]) {
  if (departments.length === 0) return MEMBER_TEXTS.noDepartments;
  if (DEPARTMENTS.every((department) => departments.includes(department)))
    return MEMBER_TEXTS.noDashboards;
  return MEMBER_TEXTS.noDashboardsForDepartments(departments.join(', '));
}

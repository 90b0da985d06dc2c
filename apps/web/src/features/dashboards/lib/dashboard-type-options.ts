import { FORM_DASHBOARD_TYPES } from '@praktijkportaal/contract/dashboards';
import type { DashboardType } from '@praktijkportaal/contract/departments';

/**
 * The Type Dashboard choices (spec §2). A dashboard of a type the form does not offer (LBH)
 * keeps its type as a choice, so saving it does not change the type unasked.
 */
export function dashboardTypeOptions(current?: DashboardType): readonly DashboardType[] {
  if (current === undefined || FORM_DASHBOARD_TYPES.some((type) => type === current)) {
    return FORM_DASHBOARD_TYPES;
  }
  return [...FORM_DASHBOARD_TYPES, current];
}

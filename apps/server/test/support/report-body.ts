import type { TReportRequest } from '@praktijkportaal/contract/reports';

/**
 * A report for `practiceId` with every text block filled, as a coach saves one; `fields` sets
 * any of them. `overig` is the Actiepunten block: here one line, so one action point.
 */
export function reportBody(
  practiceId: number,
  name: string,
  fields: Partial<TReportRequest> = {},
): TReportRequest {
  return {
    practice_id: practiceId,
    name,
    klanten: 'Klanten',
    verrichtingen: 'Verrichtingen',
    team: 'Team',
    financien: 'Financiën',
    overig: 'Overig',
    ...fields,
  };
}

// A report's five sections and their labels. Without zod, like audit-kinds.ts: the Logboek's
// labels (audit-labels.ts) and the report PDF read them too; reports.ts is its zod companion.

/** The five sections in the order the form and the PDF show them; `overig` is Actiepunten. */
export const REPORT_SECTIONS = [
  { field: 'klanten', label: 'Klanten' },
  { field: 'verrichtingen', label: 'Verrichtingen' },
  { field: 'team', label: 'Team' },
  { field: 'financien', label: 'Financien' },
  { field: 'overig', label: 'Actiepunten' },
] as const;

export type TReportTexts = Record<(typeof REPORT_SECTIONS)[number]['field'], string>;

/** The five section texts of whatever holds them (a request, a row, a concept, a form). */
export function reportTextsOf(source: Partial<TReportTexts>): TReportTexts {
  return {
    klanten: source.klanten ?? '',
    verrichtingen: source.verrichtingen ?? '',
    team: source.team ?? '',
    financien: source.financien ?? '',
    overig: source.overig ?? '',
  };
}

import type { TReportTexts } from '@praktijkportaal/contract/report-sections';

/**
 * What the monthly report PDF shows (spec §2 "Report create and edit", issue: reports and PDFs):
 * the report's five texts (each at most 200 words of plain text, `overig` under the heading
 * Actiepunten) and its header.
 */
export type ReportPdfInput = TReportTexts & {
  practiceName: string;
  /** Who wrote the report (its author; decision 090): shown and the document's Author. */
  coachName: string;
  /** Free text such as "06-2025" or "juni 2025" (spec: Maand en jaar). */
  monthYear: string;
  createdAt: Date;
};

/** Renders the report as an A4 PDF; resolves with the whole file. */
export type ReportPdfRenderer = (input: ReportPdfInput) => Promise<Buffer>;

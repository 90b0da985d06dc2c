/** What the monthly report PDF shows (spec §2 "Report create and edit", issue: reports and PDFs). */
export type ReportPdfInput = {
  practiceName: string;
  /** Who wrote the report (its author; decision 090): shown and the document's Author. */
  coachName: string;
  /** Free text such as "06-2025" or "juni 2025" (spec: Maand en jaar). */
  monthYear: string;
  /** The five sections, in this order, each at most 200 words of plain text. */
  klanten: string;
  verrichtingen: string;
  team: string;
  financien: string;
  /** Shown under the heading Actiepunten (stored as `overig`). */
  actiepunten: string;
  createdAt: Date;
};

/** Renders the report as an A4 PDF; resolves with the whole file. */
export type RenderReportPdf = (input: ReportPdfInput) => Promise<Buffer>;

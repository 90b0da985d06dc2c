import { z } from 'zod';
import './zod-locale';
import { multiLine, singleLine, ZId } from './fields';
import { ZNoticeAudience } from './notice-audience';
import { ZReadFields } from './pdf-reads';

export * from './report-sections';

/** Spec §5, §9: each of the five report fields holds at most 200 words. */
export const MAX_REPORT_WORDS = 200;
/** A bound on characters too, so one endless "word" cannot be a megabyte. */
export const MAX_REPORT_FIELD_LENGTH = 10_000;
/** Spec §9: the practice search in the report form shows at most three hits. */
export const PRACTICE_SEARCH_LIMIT = 3;
export const PDF_FRAME_HEIGHT = 1000;

/** The one word count, used by the form's counter and the server's check alike. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
}

/** The first `limit` words of a text, keeping its spacing (for refusing input beyond the limit). */
export function limitWords(text: string, limit = MAX_REPORT_WORDS): string {
  if (countWords(text) <= limit) return text;
  const match = text.match(new RegExp(`^\\s*(?:\\S+\\s+){${limit - 1}}\\S+`, 'u'));
  return match ? match[0] : text;
}

export const REPORT_MESSAGES = {
  tooManyWords: `Maximaal ${MAX_REPORT_WORDS} woorden.`,
} as const;

const ZReportText = multiLine(MAX_REPORT_FIELD_LENGTH).refine(
  (text) => countWords(text) <= MAX_REPORT_WORDS,
  {
    message: REPORT_MESSAGES.tooManyWords,
  },
);

/** The five texts as a request sends them: each at most 200 words, none required. */
export const ZReportTextsRequest = z.object({
  klanten: ZReportText.default(''),
  verrichtingen: ZReportText.default(''),
  team: ZReportText.default(''),
  financien: ZReportText.default(''),
  overig: ZReportText.default(''),
});

/** The five texts as an answer holds them. */
export const ZReportTextsResponse = z.object({
  klanten: z.string(),
  verrichtingen: z.string(),
  team: z.string(),
  financien: z.string(),
  overig: z.string(),
});

export const ZReportRequest = z.object({
  practice_id: ZId,
  name: singleLine(100),
  ...ZReportTextsRequest.shape,
});
export type TReportRequest = z.input<typeof ZReportRequest>;

/**
 * PUT /api/reports/{id}: the spec's body, and whether to tell the practice that the report
 * changed (decision 095; left out, nobody is told, as before).
 */
export const ZUpdateReportRequest = ZReportRequest.extend({
  notify_practice: z.boolean().optional(),
});
export type TUpdateReportRequest = z.input<typeof ZUpdateReportRequest>;

export const ZReportIdParams = z.object({ id: ZId });

/** A stored PDF: its display name and where to read it (spec §3). */
export const ZPdf = z
  .object({ id: z.number().int(), name: z.string(), url: z.string() })
  .meta({ id: 'Pdf' });
export type TPdf = z.infer<typeof ZPdf>;

/** The month read out of `name` ("2026-11"), or null: "maand onbekend" (decision 092). */
export const ZReportMonthAnswer = z
  .string()
  .regex(/^\d{4}-\d{2}$/u)
  .nullable()
  .describe('De maand die uit name is gelezen (JJJJ-MM), of null als die niet te lezen is');

export const ZReport = z.object({
  id: z.number().int(),
  practice_id: z.number().int(),
  name: z.string(),
  month: ZReportMonthAnswer,
  ...ZReportTextsResponse.shape,
  created_at: z.string(),
  pdf: ZPdf,
});
export type TReport = z.infer<typeof ZReport>;

/** GET /api/reports/{id}: the report, and for Admin and Coach who of the practice read it. */
export const ZReportWithReads = ZReport.extend(ZReadFields.shape).meta({ id: 'ReportWithReads' });
export type TReportWithReads = z.infer<typeof ZReportWithReads>;

/**
 * The answer of saving a report: the report and, when the save queued a notice, who of the
 * practice it goes to (decision 095).
 */
export const ZSavedReport = ZReport.extend({ notice_audience: ZNoticeAudience.optional() }).meta({
  id: 'SavedReport',
});
export type TSavedReport = z.infer<typeof ZSavedReport>;

/** GET /api/practices/{id}/reports: newest first, without the texts; reading by caller. */
export const ZReportListItem = ZReport.pick({
  id: true,
  practice_id: true,
  name: true,
  month: true,
  created_at: true,
  pdf: true,
})
  .extend(ZReadFields.shape)
  .meta({ id: 'ReportListItem' });
export type TReportListItem = z.infer<typeof ZReportListItem>;

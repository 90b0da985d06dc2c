import { z } from 'zod';
import './zod-locale';
import { FIELD_MESSAGES, hasNoControlCharacters, ZId } from './fields';
import { ZReportTextsRequest, ZReportTextsResponse } from './reports';

/**
 * Which concept (decision 051): the author's concept of report `report_id`
 * (an edit), else the author's concept for a new report of practice `practice_id` (none: the
 * one without a practice). GET without either gives the author's most recent concept for a new
 * report, whatever its practice.
 */
export const ZReportDraftTarget = z
  .strictObject({ report_id: ZId.optional(), practice_id: ZId.optional() })
  .refine((target) => target.report_id === undefined || target.practice_id === undefined, {
    message: 'Geef report_id of practice_id, niet allebei.',
    path: ['practice_id'],
  });
export type TReportDraftTarget = z.input<typeof ZReportDraftTarget>;

/**
 * PUT /api/report-drafts: the form as it stands. Every text is checked like a report's (200
 * words each), but nothing is required: a concept may be half-written.
 */
export const ZReportDraftRequest = z.strictObject({
  report_id: ZId.nullable().default(null),
  practice_id: ZId.nullable().default(null),
  name: z
    .string()
    .max(100)
    .refine(hasNoControlCharacters, { message: FIELD_MESSAGES.controlCharacters })
    .default(''),
  ...ZReportTextsRequest.shape,
});
export type TReportDraftRequest = z.input<typeof ZReportDraftRequest>;

export const ZReportDraft = z
  .object({
    report_id: z.number().int().nullable(),
    practice_id: z.number().int().nullable(),
    /** The chosen practice's name, so that restoring shows it chosen. */
    practice_name: z.string().nullable(),
    name: z.string(),
    ...ZReportTextsResponse.shape,
    updated_at: z.string(),
  })
  .meta({ id: 'ReportDraft' });
export type TReportDraft = z.infer<typeof ZReportDraft>;

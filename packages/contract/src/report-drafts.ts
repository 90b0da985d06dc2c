import { z } from 'zod';
import './zod-locale';
import { FIELD_MESSAGES, ZId } from './fields';
import { ZReportText } from './reports';

// Control characters have no place in a one-line name (as in `singleLine`).
const ANY_CONTROL = /\p{Cc}/u;

/**
 * Which concept (issue #26 item 3, decision 051): the author's concept of report `report_id`
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
    .refine((text) => !ANY_CONTROL.test(text), { message: FIELD_MESSAGES.controlCharacters })
    .default(''),
  klanten: ZReportText.default(''),
  verrichtingen: ZReportText.default(''),
  team: ZReportText.default(''),
  financien: ZReportText.default(''),
  overig: ZReportText.default(''),
});
export type TReportDraftRequest = z.input<typeof ZReportDraftRequest>;

export const ZReportDraft = z.object({
  report_id: z.number().int().nullable(),
  practice_id: z.number().int().nullable(),
  /** The chosen practice's name, so that restoring shows it chosen. */
  practice_name: z.string().nullable(),
  name: z.string(),
  klanten: z.string(),
  verrichtingen: z.string(),
  team: z.string(),
  financien: z.string(),
  overig: z.string(),
  updated_at: z.string(),
});
export type TReportDraft = z.infer<typeof ZReportDraft>;

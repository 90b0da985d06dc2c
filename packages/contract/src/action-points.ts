import { z } from 'zod';
import './zod-locale';
import { ACTION_POINT_STATUSES } from './action-point-statuses';
import { multiLine, ZId } from './fields';
import { listPageFields } from './lists';

export const ZActionPointStatus = z.enum(ACTION_POINT_STATUSES);
export type TActionPointStatus = z.infer<typeof ZActionPointStatus>;

/** A note with a marked action point holds at most this many characters. */
export const MAX_ACTION_POINT_NOTE_LENGTH = 500;

const LEADING_MARK = /^(?:[-*•·–—]+|\(?\d{1,3}[.)])\s+/u;

/**
 * The action points of a report's Actiepunten block: one per non-empty line, with a leading
 * bullet ("-", "*", "•") or number ("1.", "2)", "(3)") taken off. The block itself stays as typed.
 */
export function actionPointLinesOf(block: string): string[] {
  return block
    .split(/\r\n|\r|\n/u)
    .map((line) => line.trim().replace(LEADING_MARK, '').trim())
    .filter((line) => line !== '');
}

/**
 * PUT /api/action-points/{id}: the practice marks a point "Gedaan" or "Niet van toepassing"
 * with an optional note, or sets it open again (which clears who marked it).
 */
export const ZActionPointMark = z.object({
  status: ZActionPointStatus,
  note: multiLine(MAX_ACTION_POINT_NOTE_LENGTH)
    .transform((note) => note.trim())
    .optional()
    .default(''),
});
export type TActionPointMark = z.input<typeof ZActionPointMark>;

export const ZActionPointIdParams = z.object({ id: ZId });

/** A practice's points: the open ones (start page), the marked ones, or all (the coach). */
export const ZPracticeActionPointQuery = z.object({
  status: z.enum(['open', 'marked']).optional(),
  ...listPageFields,
});

export const ZActionPoint = z
  .object({
    id: z.number().int(),
    practice_id: z.number().int(),
    report_id: z.number().int(),
    /** The report's "Maand en jaar" as typed, and its PDF for a link to the report. */
    report_name: z.string(),
    report_pdf_id: z.number().int(),
    position: z.number().int(),
    text: z.string(),
    status: ZActionPointStatus,
    note: z.string(),
    /** Who marked it (null while open, or when that user is gone for good). */
    marked_by_name: z.string().nullable(),
    marked_at: z.string().nullable(),
  })
  .meta({ id: 'ActionPoint' });
export type TActionPoint = z.infer<typeof ZActionPoint>;

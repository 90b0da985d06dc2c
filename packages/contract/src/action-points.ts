import { z } from 'zod';

/** Open, "Gedaan" or "Niet van toepassing": what the practice made of an action point. */
export const ACTION_POINT_STATUSES = ['open', 'done', 'not_applicable'] as const;
export const ZActionPointStatus = z.enum(ACTION_POINT_STATUSES);
export type TActionPointStatus = z.infer<typeof ZActionPointStatus>;

/** A note with a marked action point holds at most this many characters (issue #38). */
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

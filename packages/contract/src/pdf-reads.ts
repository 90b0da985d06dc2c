import { z } from 'zod';
import './zod-locale';

/** A Klant or Manager who opened a PDF, and when they first did (ISO time). */
export const ZPdfReader = z.object({ name: z.string(), first_opened_at: z.string() });
export type TPdfReader = z.infer<typeof ZPdfReader>;

/**
 * Who of the practice has opened a PDF (decision 050): the readers among the active Klant and
 * Manager users linked to the practice now, first reader first, and how many those are.
 */
export const ZPdfReads = z.object({
  readers: z.array(ZPdfReader),
  member_count: z.number().int(),
});
export type TPdfReads = z.infer<typeof ZPdfReads>;

/**
 * What a report or file row of a practice's lists says about reading, by caller: Admin and
 * Coach get `read_by`; a Klant or Manager gets only `is_new` (not opened by them yet), never
 * who else read what.
 */
export const ZReadFields = z.object({
  read_by: ZPdfReads.optional(),
  is_new: z.boolean().optional(),
});
export type TReadFields = z.infer<typeof ZReadFields>;

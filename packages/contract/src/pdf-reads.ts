import { z } from 'zod';
import './zod-locale';

/** A Klant or Manager who opened a PDF, and when they first did (ISO time). */
export const ZPdfReader = z
  .object({ name: z.string(), first_opened_at: z.string() })
  .meta({ id: 'PdfReader' });
export type TPdfReader = z.infer<typeof ZPdfReader>;

/**
 * Who of the practice has opened a PDF (decision 050): the readers among the Klant and Manager
 * users linked to the practice now who can open the portal (active, with a password), first
 * reader first, and how many those are; `not_activated` names the invited ones without a
 * password yet, who are not counted (decision 095).
 */
export const ZPdfReads = z
  .object({
    readers: z.array(ZPdfReader),
    member_count: z.number().int(),
    not_activated: z.array(z.string()),
  })
  .meta({ id: 'PdfReads' });
export type TPdfReads = z.infer<typeof ZPdfReads>;

/**
 * What a report or file row of a practice's lists says about reading, by caller: Admin and
 * Coach get `read_by`; a Klant or Manager gets only `is_new` (not opened by them yet) and, for
 * a report changed since they last opened it, `updated_since_read_at` (the change's time;
 * decision 095), never who else read what.
 */
export const ZReadFields = z.object({
  read_by: ZPdfReads.optional(),
  is_new: z.boolean().optional(),
  updated_since_read_at: z.string().optional(),
});
export type TReadFields = z.infer<typeof ZReadFields>;

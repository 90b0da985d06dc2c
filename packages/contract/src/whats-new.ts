import { z } from 'zod';
import './zod-locale';

/**
 * What is new in a practice for the signed-in Klant or Manager (decision 095):
 * reports and files they never opened, and reports changed since they last opened them.
 */
export const ZWhatsNew = z
  .object({
    new_reports: z.number().int(),
    new_files: z.number().int(),
  })
  .meta({ id: 'WhatsNew' });
export type TWhatsNew = z.infer<typeof ZWhatsNew>;

import { z } from 'zod';
import './zod-locale';
import { ZId } from './fields';
import { listQuery } from './lists';
import {
  MONTH_OVERVIEW_FILTERS,
  MONTH_OVERVIEW_SORTS,
  REMINDER_INTERVAL_DAYS,
  readMonthParam,
} from './month-overview-fields';

export * from './month-overview-fields';

export const MONTH_OVERVIEW_MESSAGES = {
  month: 'Geef een maand als JJJJ-MM, tussen 2000 en 2100.',
  filter: 'Onbekend filter.',
  coachFilter: 'Alleen de beheerder kiest een coach.',
  reminderTooSoon: (sentOn: string, againOn: string) =>
    `Er is op ${sentOn} al een herinnering gestuurd. Een nieuwe kan vanaf ${againOn} (eens per ${REMINDER_INTERVAL_DAYS} dagen).`,
  everyoneRead: 'Iedereen van de praktijk heeft het verslag al geopend.',
  nobodyToRemind:
    'Niemand die het verslag nog niet opende krijgt e-mail van het portaal: ze hebben de meldingen uitgezet of zich afgemeld.',
  practiceDeleted: 'Deze praktijk is verwijderd; er gaat geen herinnering uit.',
} as const;

const ZMonth = z.object({ year: z.number().int(), month: z.number().int() });

/**
 * `GET /api/month-overview?month=2026-11&filter=unread&coach_id=7&q=hoeve&sort=-grip_id`: the
 * month (default: this month in Europe/Amsterdam), one filter, the coach whose practices
 * (Admin only) and the spec's practice-list search, sort and page.
 */
export const ZMonthOverviewQuery = listQuery(MONTH_OVERVIEW_SORTS, 'name').extend({
  month: z
    .string()
    .transform((text, context) => {
      const month = readMonthParam(text);
      if (!month) {
        context.addIssue({ code: 'custom', message: MONTH_OVERVIEW_MESSAGES.month });
        return z.NEVER;
      }
      return month;
    })
    .optional(),
  filter: z.enum(MONTH_OVERVIEW_FILTERS, { message: MONTH_OVERVIEW_MESSAGES.filter }).optional(),
  coach_id: ZId.optional(),
});
export type TMonthOverviewQuery = z.output<typeof ZMonthOverviewQuery>;

/**
 * One practice in the month: the facts; the screen writes the words ("Geen verslag", "Concept
 * van 14:32", "Opgeslagen 12-11-2026", "Bijgewerkt 14-11-2026", "Gelezen door 1 van 3").
 */
export const ZMonthOverviewRow = z
  .object({
    practice: z.object({ id: z.number().int(), name: z.string(), grip_id: z.number().int() }),
    /** The practice's report for the month (the newest when there are several), or null. */
    report: z
      .object({
        id: z.number().int(),
        pdf_id: z.number().int(),
        name: z.string(),
        created_at: z.string(),
        /** When it was changed after its first save; null when never. */
        updated_at: z.string().nullable(),
        /** The practice's Klanten and Managers who can open the portal, and how many opened it. */
        readers: z.number().int(),
        read: z.number().int(),
        /** The last "Herinnering sturen", and from when another may go; null when none went. */
        reminder_sent_at: z.string().nullable(),
        reminder_allowed_from: z.string().nullable(),
      })
      .nullable(),
    /** The caller's own concept of a new report for the practice, when it is for this month. */
    concept_updated_at: z.string().nullable(),
    /** The practice's action points by status. */
    action_points: z.object({ open: z.number().int(), done: z.number().int() }),
    /**
     * The practice's latest report by month; its month null when it could not be read ("maand
     * onbekend"). Null when the practice has no report.
     */
    last_report: z.object({ id: z.number().int(), month: ZMonth.nullable() }).nullable(),
  })
  .meta({ id: 'MonthOverviewRow' });
export type TMonthOverviewRow = z.infer<typeof ZMonthOverviewRow>;

export const ZReminderParams = z.object({ reportId: ZId });

/** What "Herinnering sturen" did: how many mails went, and when another may go. */
export const ZReminderSent = z.object({
  mails: z.number().int(),
  sent_at: z.string(),
  allowed_from: z.string(),
});
export type TReminderSent = z.infer<typeof ZReminderSent>;

/** A coach the Admin's overview can be filtered by. */
export const ZOverviewCoach = z
  .object({ id: z.number().int(), name: z.string() })
  .meta({ id: 'OverviewCoach' });
export type TOverviewCoach = z.infer<typeof ZOverviewCoach>;

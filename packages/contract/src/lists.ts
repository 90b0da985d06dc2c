import { z } from 'zod';
import './zod-locale';
import { ZId } from './fields';
import {
  DASHBOARD_SORTS,
  LIST_PAGE_SIZE,
  type ListSort,
  MAX_LIST_LIMIT,
  MAX_LIST_SEARCH_LENGTH,
  PRACTICE_SORTS,
  REPORT_SORTS,
  UPLOAD_SORTS,
  USER_SORTS,
} from './list-fields';

export const LIST_MESSAGES = {
  sort: 'Onbekende sortering.',
  limit: `Vraag tussen 1 en ${MAX_LIST_LIMIT} rijen tegelijk op.`,
  offset: 'De positie moet een geheel getal van 0 of meer zijn.',
  search: `De zoektekst mag hoogstens ${MAX_LIST_SEARCH_LENGTH} tekens lang zijn.`,
  after: 'De cursor moet het nummer van een rij zijn.',
  month: 'Geef de maand als JJJJ-MM, bijvoorbeeld 2026-11.',
} as const;

const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, { message })
    .transform(Number)
    .pipe(z.number().int().min(min, { message }).max(max, { message }));

/** `limit` and `offset` of a paged list's query string, for every list including the Logboek. */
export const listPageFields = {
  limit: wholeNumber(1, MAX_LIST_LIMIT, LIST_MESSAGES.limit).default(LIST_PAGE_SIZE),
  offset: wholeNumber(0, 999_999_999, LIST_MESSAGES.offset).default(0),
};

/**
 * The query string of a paged list (`GET /api/users?q=an&sort=-created_at&limit=50&offset=100`):
 * `q` searches what the screen searches (contains, ignoring case and accents), `sort` is one of
 * `fields` or its descending form, `limit` and `offset` pick the page.
 */
export function listQuery<const Field extends string>(
  fields: readonly [Field, ...Field[]],
  defaultSort: ListSort<Field>,
) {
  const sorts = fields.flatMap((field) => [field, `-${field}`]) as ListSort<Field>[];
  return z.object({
    q: z
      .string()
      .trim()
      .max(MAX_LIST_SEARCH_LENGTH, { message: LIST_MESSAGES.search })
      .optional()
      .transform((q) => q || undefined),
    sort: z
      .string()
      .refine((sort): sort is ListSort<Field> => (sorts as string[]).includes(sort), {
        message: LIST_MESSAGES.sort,
      })
      .optional()
      .transform((sort) => (sort ?? defaultSort) as ListSort<Field>),
    ...listPageFields,
  });
}

/**
 * Each list's query, with its first order. The user list also takes `after` (the `next` Link
 * carries it): the page starts after that row in the list's order, so a deep page is read from
 * the index instead of counted off; `offset` still picks the same page without it.
 */
export const ZUserListQuery = listQuery(USER_SORTS, 'name').extend({
  after: wholeNumber(1, 999_999_999, LIST_MESSAGES.after).optional(),
});
/** `available_for` (Admin): only the active practices that user is not linked to yet. */
export const ZPracticeListQuery = listQuery(PRACTICE_SORTS, 'name').extend({
  available_for: ZId.optional(),
});
export const ZDashboardListQuery = listQuery(DASHBOARD_SORTS, 'name');
/** `month` ("2026-11"): only the reports for that month, as the form asks before saving one. */
export const ZReportListQuery = listQuery(REPORT_SORTS, '-name').extend({
  month: z
    .string()
    .regex(/^\d{4}-(?:0[1-9]|1[0-2])$/u, { message: LIST_MESSAGES.month })
    .optional(),
});
export const ZUploadListQuery = listQuery(UPLOAD_SORTS, '-created_at');

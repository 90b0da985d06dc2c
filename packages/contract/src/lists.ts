import { z } from 'zod';
import { ZId } from './fields';

/** Rows per page when the request names no `limit`. */
export const LIST_PAGE_SIZE = 50;
/** The most rows one request may ask for; more is a 422, not a silently shorter page. */
export const MAX_LIST_LIMIT = 200;
/** The longest search text; a name is at most 200 characters, so a longer one finds nothing. */
export const MAX_LIST_SEARCH_LENGTH = 200;

/** The header that carries the number of rows matching the search, over all pages. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

export const LIST_MESSAGES = {
  sort: 'Onbekende sortering.',
  limit: `Vraag tussen 1 en ${MAX_LIST_LIMIT} rijen tegelijk op.`,
  offset: 'De positie moet een geheel getal van 0 of meer zijn.',
  search: `De zoektekst mag hoogstens ${MAX_LIST_SEARCH_LENGTH} tekens lang zijn.`,
} as const;

/** A sort: a field of the list's contract, `-` before it for descending. */
export type ListSort<Field extends string> = Field | `-${Field}`;

const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, { message })
    .transform(Number)
    .pipe(z.number().int().min(min, { message }).max(max, { message }));

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
    limit: wholeNumber(1, MAX_LIST_LIMIT, LIST_MESSAGES.limit).default(LIST_PAGE_SIZE),
    offset: wholeNumber(0, 999_999_999, LIST_MESSAGES.offset).default(0),
  });
}

export type TListQuery<Field extends string> = {
  q?: string;
  sort: ListSort<Field>;
  limit: number;
  offset: number;
};

/** The sort fields of each list, as their contract names them, and each list's first order. */
export const USER_SORTS = ['name', 'email', 'created_at', 'type'] as const;
export const PRACTICE_SORTS = ['name', 'grip_id'] as const;
export const DASHBOARD_SORTS = ['name', 'grip_dashboard', 'type_dashboard', 'practice'] as const;
/** A report's `name` sorts by the month it names (else the month it was made). */
export const REPORT_SORTS = ['name', 'created_at'] as const;
export const UPLOAD_SORTS = ['name', 'created_at'] as const;

export const ZUserListQuery = listQuery(USER_SORTS, 'name');
/** `available_for` (Admin): only the active practices that user is not linked to yet. */
export const ZPracticeListQuery = listQuery(PRACTICE_SORTS, 'name').extend({
  available_for: ZId.optional(),
});
export const ZDashboardListQuery = listQuery(DASHBOARD_SORTS, 'name');
export const ZReportListQuery = listQuery(REPORT_SORTS, '-name');
export const ZUploadListQuery = listQuery(UPLOAD_SORTS, '-created_at');

/** Splits a sort into its field and direction. */
export function parseSort<Field extends string>(sort: ListSort<Field>) {
  const descending = sort.startsWith('-');
  return { field: (descending ? sort.slice(1) : sort) as Field, descending };
}

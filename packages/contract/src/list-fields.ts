/**
 * The parts of the list contract that are plain data (no zod), for the web app's list screens:
 * page sizes, the total's header, each list's sort fields. The query schemas are in lists.ts.
 */

/** Rows per page when the request names no `limit`. */
export const LIST_PAGE_SIZE = 50;
/** The most rows one request may ask for; more is a 422, not a silently shorter page. */
export const MAX_LIST_LIMIT = 200;
/** The longest search text; a name is at most 200 characters, so a longer one finds nothing. */
export const MAX_LIST_SEARCH_LENGTH = 200;

/**
 * The header that carries the number of rows matching the search, over all pages (written as
 * the OpenAPI document names it; header names are case-insensitive).
 */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/**
 * A list stops counting its matches here: past it, counting costs more than it tells. The
 * total then says this number and TOTAL_CAPPED_HEADER says `true` ("meer dan 10.000").
 */
export const TOTAL_COUNT_CAP = 10_000;
export const TOTAL_CAPPED_HEADER = 'X-Total-Count-Capped';

/** A sort: a field of the list's contract, `-` before it for descending. */
export type ListSort<Field extends string> = Field | `-${Field}`;

export type TListQuery<Field extends string> = {
  q?: string;
  sort: ListSort<Field>;
  limit: number;
  offset: number;
  /** A keyset cursor (the user list): the page starts after this row's id, in the list's order. */
  after?: number;
};

/** The sort fields of each list, as their contract names them. */
export const USER_SORTS = ['name', 'email', 'created_at', 'type'] as const;
export const PRACTICE_SORTS = ['name', 'grip_id'] as const;
export const DASHBOARD_SORTS = ['name', 'grip_dashboard', 'type_dashboard', 'practice'] as const;
/** A report's `name` sorts by the month it names (else the month it was made). */
export const REPORT_SORTS = ['name', 'created_at'] as const;
export const UPLOAD_SORTS = ['name', 'created_at'] as const;

/** Splits a sort into its field and direction. */
export function parseSort<Field extends string>(sort: ListSort<Field>) {
  const descending = sort.startsWith('-');
  return { field: (descending ? sort.slice(1) : sort) as Field, descending };
}

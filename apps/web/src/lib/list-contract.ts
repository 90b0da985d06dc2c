/*
 * The contract's list numbers and sort fields (packages/contract/src/lists.ts) that the lists'
 * chunks need. Importing them from the contract would build its zod schemas, and zod's full
 * API, into every list; list-contract.test.ts holds these against the contract's, so they
 * cannot drift apart. The types come from the contract itself.
 */
import type * as contract from '@praktijkportaal/contract/lists';

/** Rows per page (the server's default `limit`). */
export const LIST_PAGE_SIZE = 50;
/** The header that carries the number of rows matching the search, over all pages. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

export const USER_SORTS = ['name', 'email', 'created_at', 'type'] as const;
export const PRACTICE_SORTS = ['name', 'grip_id'] as const;
export const DASHBOARD_SORTS = ['name', 'grip_dashboard', 'type_dashboard', 'practice'] as const;
export const REPORT_SORTS = ['name', 'created_at'] as const;
export const UPLOAD_SORTS = ['name', 'created_at'] as const;

export type ListSort<Field extends string> = contract.ListSort<Field>;
export type TListQuery<Field extends string> = contract.TListQuery<Field>;

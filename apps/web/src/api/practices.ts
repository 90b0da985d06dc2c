import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PageQuery, usePageQuery } from '../lib/use-page-query';
import { answer, call, page, pageParams, pageQueryOptions } from './client';
import { queryKeys } from './query-keys';

/**
 * A page of the active practices the caller may see (GET /api/practices): all of them for Admin
 * and Coach, a Klant's or Manager's own. The practice list, the members' picker, the searches
 * for a dashboard's and a report's practice, and (with `available_for`) the practices a user is
 * not linked to yet all ask it here.
 */
export const practicesPageQuery = (query: PageQuery) =>
  pageQueryOptions(queryKeys.practices.active, query, (signal) =>
    page(call('listPractices', { query: pageParams(query), signal })),
  );

export function usePractices(query: PageQuery, options: { enabled?: boolean } = {}) {
  return usePageQuery(practicesPageQuery(query), options);
}

/** A page of the active practices the user is not linked to yet (Admin), to offer on their details. */
export const availablePracticesPageQuery = (userId: number, query: PageQuery) =>
  practicesPageQuery({ ...query, available_for: userId });

export function useAvailablePractices(userId: number, query: PageQuery) {
  return usePageQuery(availablePracticesPageQuery(userId, query));
}

/** A page of the soft-deleted practices (Admin). */
export const deletedPracticesPageQuery = (query: PageQuery) =>
  pageQueryOptions(queryKeys.practices.deleted, query, (signal) =>
    page(call('listDeletedPractices', { query: pageParams(query), signal })),
  );

export function useDeletedPractices(query: PageQuery) {
  return usePageQuery(deletedPracticesPageQuery(query));
}

/** The practice with its users and dashboards (Admin and Coach). */
export const practiceQuery = (practiceId: number) =>
  queryOptions({
    queryKey: queryKeys.practices.detail(practiceId),
    queryFn: ({ signal }) => answer(call('getPractice', { params: { practiceId }, signal })),
  });

export function usePractice(practiceId: number) {
  return useQuery(practiceQuery(practiceId));
}

/** The practice's active dashboards, from the practice's details (same query, same cache). */
export function usePracticeDashboards(practiceId: number) {
  return useQuery({ ...practiceQuery(practiceId), select: (practice) => practice.dashboards });
}

/**
 * The practice a report belongs to, from the practice's details (the details page's query, so
 * the cache is shared); a practice deleted since is no choice any more.
 */
export function useReportPractice(practiceId: number | undefined) {
  return useQuery({
    ...practiceQuery(practiceId ?? 0),
    enabled: practiceId !== undefined,
    select: (practice) => (practice.is_active ? { id: practice.id, name: practice.name } : null),
  });
}

/**
 * The practice with the dashboards the caller may see: for a Klant or Manager only the types
 * their departments allow (the server filters). 404 for a practice that is not theirs.
 */
export const memberPracticeQuery = (practiceId: number) =>
  queryOptions({
    queryKey: queryKeys.practices.forMember(practiceId),
    queryFn: ({ signal }) => answer(call('getPracticeForUser', { params: { practiceId }, signal })),
  });

export function useMemberPractice(practiceId: number) {
  return useQuery(memberPracticeQuery(practiceId));
}

/** The coaches linked to the practice, with their email addresses. */
export const practiceCoachesQuery = (practiceId: number) =>
  queryOptions({
    queryKey: queryKeys.practices.coaches(practiceId),
    queryFn: ({ signal }) =>
      answer(
        call('listPracticeCoaches', {
          params: { practiceId },
          signal,
        }),
      ),
  });

export function usePracticeCoaches(practiceId: number) {
  return useQuery(practiceCoachesQuery(practiceId));
}

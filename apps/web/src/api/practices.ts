import type {
  TCreatePracticeRequest,
  TUpdatePracticeRequest,
} from '@praktijkportaal/contract/practices';
import { PRACTICE_SEARCH_LIMIT } from '@praktijkportaal/contract/reports';
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type PageQuery, usePageQuery } from '../lib/use-page-query';
import { answer, api, idempotent, type Keyed, page, pageParams, pageQueryOptions } from './client';
import { queryKeys } from './query-keys';

/**
 * A page of the active practices the caller may see (GET /api/practices): all of them for Admin
 * and Coach, a Klant's or Manager's own. The practice list, the members' picker, the searches
 * for a dashboard's and a report's practice, and (with `available_for`) the practices a user is
 * not linked to yet all ask it here.
 */
export const practicesPageQuery = (query: PageQuery) =>
  pageQueryOptions(queryKeys.practices.active, query, (signal) =>
    page(api.GET('/api/practices', { params: { query: pageParams(query) }, signal })),
  );

export function usePractices(query: PageQuery, options: { enabled?: boolean } = {}) {
  return usePageQuery(practicesPageQuery(query), options);
}

/**
 * The report form's practice search (spec §9: at most three hits): the first active practices
 * the caller may see whose name contains the search, asked once typing rests.
 */
export function usePracticeHits(search: string) {
  return usePractices({ q: search, limit: PRACTICE_SEARCH_LIMIT }, { enabled: search !== '' });
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
    page(api.GET('/api/practices/deleted', { params: { query: pageParams(query) }, signal })),
  );

export function useDeletedPractices(query: PageQuery) {
  return usePageQuery(deletedPracticesPageQuery(query));
}

/** The practice with its users and dashboards (Admin and Coach). */
export const practiceQuery = (practiceId: number) =>
  queryOptions({
    queryKey: queryKeys.practices.detail(practiceId),
    queryFn: ({ signal }) =>
      answer(api.GET('/api/practices/{practiceId}', { params: { path: { practiceId } }, signal })),
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
    queryFn: ({ signal }) =>
      answer(
        api.GET('/api/practices/{practiceId}/user', { params: { path: { practiceId } }, signal }),
      ),
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
        api.GET('/api/practices/{practiceId}/coaches', {
          params: { path: { practiceId } },
          signal,
        }),
      ),
  });

export function usePracticeCoaches(practiceId: number) {
  return useQuery(practiceCoachesQuery(practiceId));
}

/** The practice and its first user, in one request (and one transaction on the server). */
export function createPractice({ body, idempotencyKey }: Keyed<TCreatePracticeRequest>) {
  return answer(api.POST('/api/practices', { body, headers: idempotent(idempotencyKey) }));
}

export function useCreatePractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPractice,
    onSuccess: (practice) => {
      queryClient.setQueryData(queryKeys.practices.detail(practice.id), practice);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.practices.active }),
        queryClient.invalidateQueries({ queryKey: queryKeys.users.active }),
      ]);
    },
  });
}

export function updatePractice(practiceId: number, body: TUpdatePracticeRequest) {
  return answer(
    api.PATCH('/api/practices/{practiceId}', { params: { path: { practiceId } }, body }),
  );
}

export function useUpdatePractice(practiceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdatePracticeRequest) => updatePractice(practiceId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.practices.all }),
        // A user's details show the names of their practices.
        queryClient.invalidateQueries({ queryKey: queryKeys.users.details }),
      ]),
  });
}

/**
 * After a practice was deleted or reinstated: both practice lists change, and so may every
 * user's practices, the signed-in user's own included, and the dashboard lists (a deleted
 * practice's dashboards leave them).
 */
function practiceSetChanged(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.practices.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.users.details }),
    queryClient.invalidateQueries({ queryKey: queryKeys.me }),
    queryClient.invalidateQueries({ queryKey: queryKeys.dashboards.all }),
  ]);
}

/** Soft delete: the practice moves to the deleted list (spec §4). */
export function deletePractice(practiceId: number) {
  return answer(api.DELETE('/api/practices/{practiceId}', { params: { path: { practiceId } } }));
}

export function useDeletePractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePractice,
    onSuccess: () => practiceSetChanged(queryClient),
  });
}

export function reinstatePractice(practiceId: number) {
  return answer(
    api.POST('/api/practices/{practiceId}/reinstate', { params: { path: { practiceId } } }),
  );
}

export function useReinstatePractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reinstatePractice,
    onSuccess: () => practiceSetChanged(queryClient),
  });
}

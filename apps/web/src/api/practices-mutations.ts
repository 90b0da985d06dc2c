import type {
  TCreatePracticeRequest,
  TUpdatePracticeRequest,
} from '@praktijkportaal/contract/practices';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, call, idempotent, type Keyed } from './client';
import { queryKeys } from './query-keys';

/*
 * The changes to practices, apart from its queries: the route loaders start the queries on every
 * screen, and the login page's budget has no room for the mutations' code.
 */

/** The practice and its first user, in one request (and one transaction on the server). */
export function createPractice({ body, idempotencyKey }: Keyed<TCreatePracticeRequest>) {
  return answer(call('createPractice', { body, headers: idempotent(idempotencyKey) }));
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
  return answer(call('updatePractice', { params: { practiceId }, body }));
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
  return answer(call('deletePractice', { params: { practiceId } }));
}

export function useDeletePractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePractice,
    onSuccess: () => practiceSetChanged(queryClient),
  });
}

export function reinstatePractice(practiceId: number) {
  return answer(call('reinstatePractice', { params: { practiceId } }));
}

export function useReinstatePractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reinstatePractice,
    onSuccess: () => practiceSetChanged(queryClient),
  });
}

import type { Department } from '@praktijkportaal/contract/departments';
import type {
  TCreateUserRequest,
  TUpdateUserRequest,
  TUserWithPractices,
} from '@praktijkportaal/contract/users';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, call, idempotent, type Keyed } from './client';
import { invalidateMeIfSelf } from './me';
import { queryKeys } from './query-keys';

/*
 * The changes to users (and their links to practices), apart from its queries: the route loaders start the queries on every
 * screen, and the login page's budget has no room for the mutations' code.
 */

export function createUser({ body, idempotencyKey }: Keyed<TCreateUserRequest>) {
  return answer(call('createUser', { body, headers: idempotent(idempotencyKey) }));
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.users.detail(user.id), user);
      return queryClient.invalidateQueries({ queryKey: queryKeys.users.active });
    },
  });
}

export function updateUser(userId: number, body: TUpdateUserRequest) {
  return answer(call('updateUser', { params: { id: userId }, body }));
}

export function useUpdateUser(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateUserRequest) => updateUser(userId, body),
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.users.detail(userId), user);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.users.active }),
        // Practice details list their users' names and types.
        queryClient.invalidateQueries({ queryKey: queryKeys.practices.all }),
        invalidateMeIfSelf(queryClient, userId),
      ]);
    },
  });
}

/** A user's deletion or reinstatement: both user lists change, and so do practice details. */
function userSetChanged(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.practices.all }),
  ]);
}

/** Soft delete: the user moves to the deleted list (spec §4). */
export function deleteUser(userId: number) {
  return answer(call('deleteUser', { params: { id: userId } }));
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteUser, onSuccess: () => userSetChanged(queryClient) });
}

export function reinstateUser(userId: number) {
  return answer(call('reinstateUser', { params: { id: userId } }));
}

export function useReinstateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reinstateUser, onSuccess: () => userSetChanged(queryClient) });
}

/** POST /api/users/{id}/invitation: a new invitation mail; the earlier link stops working. */
export function sendInvitation(userId: number) {
  return answer(call('resendInvitation', { params: { id: userId } }));
}

export function useSendInvitation() {
  return useMutation({ mutationFn: sendInvitation });
}

/**
 * After a link between a user and a practice changed: both sides show it, and so may `me`;
 * the practices still available to the user (a page of the active practices) change too.
 */
function practiceLinkChanged(
  queryClient: QueryClient,
  user: TUserWithPractices,
  practiceId: number,
) {
  queryClient.setQueryData(queryKeys.users.detail(user.id), user);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.practices.detail(practiceId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.practices.active }),
    invalidateMeIfSelf(queryClient, user.id),
  ]);
}

export function attachPractice(userId: number, practiceId: number) {
  return answer(
    call('attachPractice', {
      params: { id: userId },
      body: { practiceId },
    }),
  );
}

export function useAttachPractice(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (practiceId: number) => attachPractice(userId, practiceId),
    onSuccess: (user, practiceId) => practiceLinkChanged(queryClient, user, practiceId),
  });
}

/** Unlinks a user from a practice (the user's details page and the practice's both do). */
export function detachPractice(userId: number, practiceId: number) {
  return answer(
    call('detachPractice', {
      params: { id: userId },
      body: { practiceId },
    }),
  );
}

/** From the user's details: the user is `userId`, the argument the practice. */
export function useDetachPractice(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (practiceId: number) => detachPractice(userId, practiceId),
    onSuccess: (user, practiceId) => practiceLinkChanged(queryClient, user, practiceId),
  });
}

/** From the practice's details: the practice is `practiceId`, the argument the user. */
export function useDetachPracticeUser(practiceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => detachPractice(userId, practiceId),
    onSuccess: (user) => practiceLinkChanged(queryClient, user, practiceId),
  });
}

type DepartmentsChange = { practiceId: number; departments: Department[] };

export function updatePracticeDepartments(userId: number, change: DepartmentsChange) {
  return answer(
    call('updatePracticeDepartments', {
      params: { id: userId },
      body: { practice_id: change.practiceId, departments: change.departments },
    }),
  );
}

/** Saves one practice's departments; a refused change reloads the user as the server has it. */
export function useUpdatePracticeDepartments(userId: number) {
  const queryClient = useQueryClient();
  const mutationKey = ['update-practice-departments', userId];
  return useMutation({
    mutationKey,
    mutationFn: (change: DepartmentsChange) => updatePracticeDepartments(userId, change),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.detail(userId) }),
    onSuccess: (user, change) => {
      // With several clicks under way, only the last answer holds every one of them.
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      return practiceLinkChanged(queryClient, user, change.practiceId);
    },
  });
}

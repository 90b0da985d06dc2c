import type { Department } from '@praktijkportaal/contract/departments';
import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { practiceLinkChanged } from './practice-link-changed';

type DepartmentsChange = { practiceId: number; departments: Department[] };

export function updatePracticeDepartments(userId: number, change: DepartmentsChange) {
  return apiRequest<TUserWithPractices>(`/users/${userId}/update-practice-departments`, {
    method: 'POST',
    body: { practice_id: change.practiceId, departments: change.departments },
  });
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

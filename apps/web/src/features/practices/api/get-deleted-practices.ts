import type { TPractice } from '@praktijkportaal/contract/practices';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const deletedPracticesQueryKey = queryKeys.practices.deleted;

export function getDeletedPractices() {
  return apiRequest<TPractice[]>('/practices/deleted');
}

export function useDeletedPractices() {
  return useQuery({ queryKey: deletedPracticesQueryKey, queryFn: getDeletedPractices });
}

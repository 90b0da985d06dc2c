import type { TPracticeWithDashboards } from '@praktijkportaal/contract/practices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The practice with the dashboards the caller may see: for a Klant or Manager only the types
 * their departments allow (the server filters). 404 for a practice that is not theirs.
 */
export function getMemberPractice(practiceId: number) {
  return apiRequest<TPracticeWithDashboards>(`/practices/${practiceId}/user`);
}

export const memberPracticeQuery = (practiceId: number) =>
  queryOptions({
    queryKey: queryKeys.practices.forMember(practiceId),
    queryFn: () => getMemberPractice(practiceId),
  });

export function useMemberPractice(practiceId: number) {
  return useQuery(memberPracticeQuery(practiceId));
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, call } from './client';
import { queryKeys } from './query-keys';

/** "Herinnering sturen": the server mails who has not opened the report, at most once a week. */
export function useSendReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId }: { reportId: number; practiceName: string }) =>
      answer(call('sendReportReminder', { params: { reportId } })),
    // A refusal (sent less than 7 days ago, by someone else too) also means the row is stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.monthOverview.all }),
  });
}

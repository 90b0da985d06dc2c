import type { TActionPointMark } from '@praktijkportaal/contract/action-points';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, call } from './client';
import { queryKeys } from './query-keys';

/** The practice marks a point "Gedaan" or "Niet van toepassing" with a note, or opens it again. */
export function markActionPoint(pointId: number, body: TActionPointMark) {
  return answer(call('markActionPoint', { params: { id: pointId }, body }));
}

export function useMarkActionPoint(pointId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TActionPointMark) => markActionPoint(pointId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.actionPoints.all }),
  });
}

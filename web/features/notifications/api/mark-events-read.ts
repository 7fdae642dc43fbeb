import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshRecruitment } from '../../../shared/recruitment/api/keys.ts';
import { markEventsRead } from '../../../shared/recruitment/api/mark-events-read.ts';

/**
 * Marks events read (D26, D34); when the server marked some, the bell and every recruitment list
 * ask again. A reply of `marked: 0` changed nothing (the ids were no longer the caller's), so
 * nothing is refreshed as if it had.
 */
export function useMarkEventsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markEventsRead,
    onSuccess: (answer) => (answer.body.marked > 0 ? refreshRecruitment(queryClient) : undefined),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshRecruitment } from '../../../shared/recruitment/api/keys.ts';
import { markEventsRead } from '../../../shared/recruitment/api/mark-events-read.ts';

/** Marks events read (D26); the bell and every recruitment list then ask again. */
export function useMarkEventsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markEventsRead,
    onSuccess: () => refreshRecruitment(queryClient),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getCalendarEventsQueryOptions } from './get-calendar-events.ts';

/** A change to the calendar: pending until the events are refetched. */
export function useCalendarMutation<Input>(send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getCalendarEventsQueryOptions().queryKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getDemoNoteLabelsQueryOptions } from './get-demo-note-labels.ts';
import { getDemoNotesQueryOptions } from './get-demo-notes.ts';

/** A change to the notes app: pending until the notes and labels are refetched. */
export function useNotesAppMutation<Input>(send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getDemoNotesQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getDemoNoteLabelsQueryOptions().queryKey }),
      ]),
  });
}

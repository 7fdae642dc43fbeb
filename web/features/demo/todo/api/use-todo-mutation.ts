import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getTodoLabelsQueryOptions } from './get-todo-labels.ts';
import { getTodosQueryOptions } from './get-todos.ts';

/**
 * A change to the to-do app: pending until the to-dos (and labels) are refetched, so the list
 * already shows what the server kept when the caller hears of success.
 */
export function useTodoMutation<Input>(send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getTodosQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getTodoLabelsQueryOptions().queryKey }),
      ]),
  });
}

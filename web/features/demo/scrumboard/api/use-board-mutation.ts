import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoardResponse } from '#openapi/demo/scrumboard.ts';
import { getBoardQueryOptions } from './get-board.ts';
import { getBoardsQueryOptions } from './get-boards.ts';

/**
 * A change to a board: every change answers the whole board as the server keeps it, which
 * replaces the page's copy; the boards' card counts are refetched.
 */
export function useBoardMutation<Input extends { boardId: number }>(
  send: (input: Input) => Promise<BoardResponse>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer, input) => {
      queryClient.setQueryData(getBoardQueryOptions(input.boardId).queryKey, answer);
      return queryClient.invalidateQueries({ queryKey: getBoardsQueryOptions().queryKey });
    },
  });
}

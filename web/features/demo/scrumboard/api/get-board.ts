import { queryOptions, useQuery } from '@tanstack/react-query';
import * as scrumboardRoutes from '#openapi/routes/demo-scrumboard.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';

/** GET /scrumboard-app/board?boardId: one board's lists and cards (404 for an unknown board). */
export function getBoard(boardId: number) {
  return callApi(scrumboardRoutes.scrumboardBoard, { query: { boardId } });
}

export const getBoardQueryOptions = (boardId: number) =>
  queryOptions({
    queryKey: ['demo', 'scrumboard', 'board', boardId],
    queryFn: () => getBoard(boardId),
    retry: false,
  });

export function useBoard(boardId: number) {
  return useQuery(getBoardQueryOptions(boardId));
}

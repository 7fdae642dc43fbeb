import { queryOptions, useQuery } from '@tanstack/react-query';
import * as scrumboardRoutes from '#openapi/routes/demo-scrumboard.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';

/** GET /scrumboard-app/boards: the boards with their card counts. */
export function getBoards() {
  return callApi(scrumboardRoutes.scrumboardBoards);
}

export const getBoardsQueryOptions = () =>
  queryOptions({ queryKey: ['demo', 'scrumboard', 'boards'], queryFn: getBoards });

export function useBoards() {
  return useQuery(getBoardsQueryOptions());
}

import type { CreateListRequest } from '#openapi/demo/scrumboard.ts';
import * as scrumboardRoutes from '#openapi/routes/demo-scrumboard.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { useBoardMutation } from './use-board-mutation.ts';

/** POST /scrumboard-app/list/new: Add a list. */
export function createBoardList(body: CreateListRequest) {
  return callApi(scrumboardRoutes.createBoardList, { body });
}

export const useCreateBoardList = () => useBoardMutation(createBoardList);

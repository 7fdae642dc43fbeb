import type { ListRequest } from '#openapi/demo/scrumboard.ts';
import * as scrumboardRoutes from '#openapi/routes/demo-scrumboard.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { useBoardMutation } from './use-board-mutation.ts';

/** POST /scrumboard-app/list/remove: Delete a list with its cards. */
export function removeBoardList(body: ListRequest) {
  return callApi(scrumboardRoutes.removeBoardList, { body });
}

export const useRemoveBoardList = () => useBoardMutation(removeBoardList);

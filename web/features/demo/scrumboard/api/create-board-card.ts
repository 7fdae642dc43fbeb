import type { CreateCardRequest } from '#openapi/demo/scrumboard.ts';
import * as scrumboardRoutes from '#openapi/routes/demo-scrumboard.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { useBoardMutation } from './use-board-mutation.ts';

/** POST /scrumboard-app/card/new: Add a card at the end of a list. */
export function createBoardCard(body: CreateCardRequest) {
  return callApi(scrumboardRoutes.createBoardCard, { body });
}

export const useCreateBoardCard = () => useBoardMutation(createBoardCard);

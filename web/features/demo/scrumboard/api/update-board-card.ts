import type { UpdateCardRequest } from '#openapi/demo/scrumboard.ts';
import * as scrumboardRoutes from '#openapi/routes/demo-scrumboard.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { useBoardMutation } from './use-board-mutation.ts';

/** POST /scrumboard-app/card/update: Change a card's name or description. */
export function updateBoardCard(body: UpdateCardRequest) {
  return callApi(scrumboardRoutes.updateBoardCard, { body });
}

export const useUpdateBoardCard = () => useBoardMutation(updateBoardCard);

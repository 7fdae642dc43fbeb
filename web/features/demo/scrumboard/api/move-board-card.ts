import type { MoveCardRequest } from '#openapi/demo/scrumboard.ts';
import * as scrumboardRoutes from '#openapi/routes/demo-scrumboard.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { useBoardMutation } from './use-board-mutation.ts';

/** POST /scrumboard-app/card/move: Move a card to a position in a list; the server keeps the move. */
export function moveBoardCard(body: MoveCardRequest) {
  return callApi(scrumboardRoutes.moveBoardCard, { body });
}

export const useMoveBoardCard = () => useBoardMutation(moveBoardCard);

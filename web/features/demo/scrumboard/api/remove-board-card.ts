import type { CardRequest } from '#openapi/demo/scrumboard.ts';
import * as scrumboardRoutes from '#openapi/routes/demo-scrumboard.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { useBoardMutation } from './use-board-mutation.ts';

/** POST /scrumboard-app/card/remove: Delete a card. */
export function removeBoardCard(body: CardRequest) {
  return callApi(scrumboardRoutes.removeBoardCard, { body });
}

export const useRemoveBoardCard = () => useBoardMutation(removeBoardCard);

import * as todoRoutes from '#openapi/routes/demo-todo.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { useTodoMutation } from './use-todo-mutation.ts';

/** POST /todo-app/remove-label: Delete a label and take it off every to-do. */
export function removeTodoLabel(id: number) {
  return callApi(todoRoutes.removeTodoLabel, { body: { id } });
}

export const useRemoveTodoLabel = () => useTodoMutation(removeTodoLabel);

import * as todoRoutes from '#openapi/routes/demo-todo.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { useTodoMutation } from './use-todo-mutation.ts';

/** POST /todo-app/remove-todo: Delete a to-do softly: it stays, marked deleted. */
export function removeTodo(id: number) {
  return callApi(todoRoutes.removeTodo, { body: { id } });
}

export const useRemoveTodo = () => useTodoMutation(removeTodo);

import * as todoRoutes from '#openapi/routes/demo-todo.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { useTodoMutation } from './use-todo-mutation.ts';

/** POST /todo-app/restore-todo: Bring a deleted to-do back. */
export function restoreTodo(id: number) {
  return callApi(todoRoutes.restoreTodo, { body: { id } });
}

export const useRestoreTodo = () => useTodoMutation(restoreTodo);

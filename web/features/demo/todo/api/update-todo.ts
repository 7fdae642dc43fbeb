import type { UpdateTodoRequest } from '#openapi/demo/todo.ts';
import * as todoRoutes from '#openapi/routes/demo-todo.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { useTodoMutation } from './use-todo-mutation.ts';

/** POST /todo-app/update-todo: Change a to-do (completed, starred, important, labels…). */
export function updateTodo(body: UpdateTodoRequest) {
  return callApi(todoRoutes.updateTodo, { body });
}

export const useUpdateTodo = () => useTodoMutation(updateTodo);

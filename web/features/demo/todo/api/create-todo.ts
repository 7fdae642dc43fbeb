import type { CreateTodoRequest } from '#openapi/demo/todo.ts';
import * as todoRoutes from '#openapi/routes/demo-todo.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { useTodoMutation } from './use-todo-mutation.ts';

/** POST /todo-app/create-todo: Add a to-do. */
export function createTodo(body: CreateTodoRequest) {
  return callApi(todoRoutes.createTodo, { body });
}

export const useCreateTodo = () => useTodoMutation(createTodo);

import type { CreateLabelRequest } from '#openapi/demo/todo.ts';
import * as todoRoutes from '#openapi/routes/demo-todo.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { useTodoMutation } from './use-todo-mutation.ts';

/** POST /todo-app/create-label: Add a label. */
export function createTodoLabel(body: CreateLabelRequest) {
  return callApi(todoRoutes.createTodoLabel, { body });
}

export const useCreateTodoLabel = () => useTodoMutation(createTodoLabel);

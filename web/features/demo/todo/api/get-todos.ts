import { queryOptions, useQuery } from '@tanstack/react-query';
import * as todoRoutes from '#openapi/routes/demo-todo.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';

/** GET /todo-app/todos: every to-do, the deleted ones included. */
export function getTodos() {
  return callApi(todoRoutes.todos);
}

export const getTodosQueryOptions = () =>
  queryOptions({ queryKey: ['demo', 'todo', 'todos'], queryFn: getTodos });

export function useTodos() {
  return useQuery(getTodosQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import * as todoRoutes from '#openapi/routes/demo-todo.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';

/** GET /todo-app/labels: the to-do app's labels. */
export function getTodoLabels() {
  return callApi(todoRoutes.todoLabels);
}

export const getTodoLabelsQueryOptions = () =>
  queryOptions({ queryKey: ['demo', 'todo', 'labels'], queryFn: getTodoLabels });

export function useTodoLabels() {
  return useQuery(getTodoLabelsQueryOptions());
}

import type { Todo } from '#openapi/demo/todo.ts';

/** The to-do page's filters: the fixed ones, or one label by id. */
export type TodoFilter = 'all' | 'starred' | 'important' | 'completed' | 'deleted' | number;

export const fixedFilters = ['all', 'starred', 'important', 'completed', 'deleted'] as const;

/** The to-dos a filter shows: deleted ones only under "Deleted", and nowhere else. */
export function filterTodos(todos: readonly Todo[], filter: TodoFilter): Todo[] {
  if (filter === 'deleted') return todos.filter((todo) => todo.deleted);
  const kept = todos.filter((todo) => !todo.deleted);
  if (filter === 'all') return kept;
  if (typeof filter === 'number') return kept.filter((todo) => todo.labels.includes(filter));
  return kept.filter((todo) => todo[filter]);
}

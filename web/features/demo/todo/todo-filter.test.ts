import { describe, expect, it } from 'vitest';
import type { Todo } from '#openapi/demo/todo.ts';
import { filterTodos } from './todo-filter.ts';

const todo = (id: number, changes: Partial<Todo> = {}): Todo => ({
  id,
  title: `To-do ${id}`,
  notes: '',
  dueDate: null,
  completed: false,
  starred: false,
  important: false,
  deleted: false,
  labels: [],
  ...changes,
});

const todos = [
  todo(1, { starred: true, labels: [2] }),
  todo(2, { completed: true, important: true }),
  todo(3, { deleted: true, starred: true, labels: [2] }),
];
const ids = (list: Todo[]) => list.map((item) => item.id);

describe('filterTodos', () => {
  it('shows a deleted to-do only under Deleted', () => {
    expect(ids(filterTodos(todos, 'deleted'))).toEqual([3]);
    expect(ids(filterTodos(todos, 'all'))).toEqual([1, 2]);
    expect(ids(filterTodos(todos, 'starred'))).toEqual([1]);
    expect(ids(filterTodos(todos, 2))).toEqual([1]);
  });

  it('filters by completed and important', () => {
    expect(ids(filterTodos(todos, 'completed'))).toEqual([2]);
    expect(ids(filterTodos(todos, 'important'))).toEqual([2]);
  });
});

import { Hono } from 'hono';
import type { DemoLabel, Todo } from '#openapi/demo/todo.ts';
import { TodoOps } from '#openapi/operations/demo/todo.ts';
import { route } from '../../contract/route.ts';
import { addLabel, changeLabel, dropLabel, type LabelledStore, unknownLabels } from '../labels.ts';
import { nextId } from '../next-id.ts';

/** The to-do app's state; `reset()` swaps in a fresh copy of the seed. */
export type TodoStore = { todos: Todo[]; labels: DemoLabel[] };

const unknownLabelsError = [{ field: '/labels', message: 'names a label that does not exist' }];

/** The to-do app (D18): list, create, update, soft delete and restore, and its labels. */
export function createTodoRoutes(store: TodoStore) {
  const app = new Hono();
  const labelled: LabelledStore = {
    get labels() {
      return store.labels;
    },
    items: () => store.todos,
  };

  route(app, TodoOps.todos, () => ({ message: 'To-dos', body: store.todos }));

  route(app, TodoOps.createTodo, ({ body, invalid }) => {
    if (unknownLabels(labelled, body.labels).length > 0) return invalid(unknownLabelsError);
    const todo: Todo = {
      id: nextId(store.todos),
      title: body.title,
      notes: body.notes ?? '',
      dueDate: body.dueDate ?? null,
      completed: false,
      starred: body.starred ?? false,
      important: body.important ?? false,
      deleted: false,
      labels: body.labels ?? [],
    };
    store.todos.push(todo);
    return { message: 'To-do added', body: todo };
  });

  route(app, TodoOps.updateTodo, ({ body: { id, ...changes }, refuse, invalid }) => {
    const todo = store.todos.find((item) => item.id === id);
    if (!todo) return refuse('TODO_NOT_FOUND');
    if (unknownLabels(labelled, changes.labels).length > 0) return invalid(unknownLabelsError);
    Object.assign(todo, changes);
    return { message: 'To-do saved', body: todo };
  });

  // Remove is a soft delete (seed appendix): the item stays, marked deleted.
  route(app, TodoOps.removeTodo, ({ body: { id }, refuse }) => {
    const todo = store.todos.find((item) => item.id === id);
    if (!todo) return refuse('TODO_NOT_FOUND');
    todo.deleted = true;
    return { message: 'To-do deleted', body: todo };
  });

  route(app, TodoOps.restoreTodo, ({ body: { id }, refuse }) => {
    const todo = store.todos.find((item) => item.id === id);
    if (!todo) return refuse('TODO_NOT_FOUND');
    todo.deleted = false;
    return { message: 'To-do restored', body: todo };
  });

  route(app, TodoOps.todoLabels, () => ({ message: 'Labels', body: store.labels }));
  route(app, TodoOps.createTodoLabel, ({ body }) => ({
    message: 'Label added',
    body: addLabel(labelled, body),
  }));
  route(app, TodoOps.updateTodoLabel, ({ body, refuse }) => {
    const label = changeLabel(labelled, body);
    return label ? { message: 'Label saved', body: label } : refuse('TODO_LABEL_NOT_FOUND');
  });
  route(app, TodoOps.removeTodoLabel, ({ body: { id }, refuse }) =>
    dropLabel(labelled, id)
      ? { message: 'Label deleted', body: { id } }
      : refuse('TODO_LABEL_NOT_FOUND'),
  );

  return app;
}

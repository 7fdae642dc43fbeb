import {
  CreateLabelRequest,
  CreateTodoRequest,
  LabelIdRequest,
  RemovedIdResponse,
  TodoIdRequest,
  TodoLabelResponse,
  TodoLabelsResponse,
  TodoResponse,
  TodosResponse,
  UpdateLabelRequest,
  UpdateTodoRequest,
} from '../../demo/todo.ts';
import { answeredWith, refusalsOf } from '../../refusals.ts';

/** The to-do app's refusals by code, shared by the demo stubs and the contract. */
export const TodoRefusals = {
  TODO_NOT_FOUND: 'To-do not found',
  TODO_LABEL_NOT_FOUND: 'Label not found',
} as const;

const op = { tag: 'demo', auth: false } as const;

export const TodoOps = {
  todos: {
    ...op,
    operationId: 'todos',
    method: 'get',
    path: '/todo-app/todos',
    summary: 'Every to-do, the deleted ones included (marked deleted)',
    response: TodosResponse,
  },
  createTodo: {
    ...op,
    operationId: 'createTodo',
    method: 'post',
    path: '/todo-app/create-todo',
    summary: 'Add a to-do',
    body: CreateTodoRequest,
    response: TodoResponse,
  },
  updateTodo: {
    ...op,
    operationId: 'updateTodo',
    method: 'post',
    path: '/todo-app/update-todo',
    summary: 'Change a to-do: title, notes, due date, completed, starred, important, labels',
    body: UpdateTodoRequest,
    response: TodoResponse,
    ...answeredWith(404, refusalsOf(TodoRefusals, 'TODO_NOT_FOUND')),
  },
  removeTodo: {
    ...op,
    operationId: 'removeTodo',
    method: 'post',
    path: '/todo-app/remove-todo',
    summary: 'Delete a to-do softly: it stays, marked deleted (seed appendix)',
    body: TodoIdRequest,
    response: TodoResponse,
    ...answeredWith(404, refusalsOf(TodoRefusals, 'TODO_NOT_FOUND')),
  },
  restoreTodo: {
    ...op,
    operationId: 'restoreTodo',
    method: 'post',
    path: '/todo-app/restore-todo',
    summary: 'Bring a deleted to-do back',
    body: TodoIdRequest,
    response: TodoResponse,
    ...answeredWith(404, refusalsOf(TodoRefusals, 'TODO_NOT_FOUND')),
  },
  todoLabels: {
    ...op,
    operationId: 'todoLabels',
    method: 'get',
    path: '/todo-app/labels',
    summary: "The to-do app's labels",
    response: TodoLabelsResponse,
  },
  createTodoLabel: {
    ...op,
    operationId: 'createTodoLabel',
    method: 'post',
    path: '/todo-app/create-label',
    summary: 'Add a label',
    body: CreateLabelRequest,
    response: TodoLabelResponse,
  },
  updateTodoLabel: {
    ...op,
    operationId: 'updateTodoLabel',
    method: 'post',
    path: '/todo-app/update-label',
    summary: 'Rename or recolour a label',
    body: UpdateLabelRequest,
    response: TodoLabelResponse,
    ...answeredWith(404, refusalsOf(TodoRefusals, 'TODO_LABEL_NOT_FOUND')),
  },
  removeTodoLabel: {
    ...op,
    operationId: 'removeTodoLabel',
    method: 'post',
    path: '/todo-app/remove-label',
    summary: 'Delete a label and take it off every to-do',
    body: LabelIdRequest,
    response: RemovedIdResponse,
    ...answeredWith(404, refusalsOf(TodoRefusals, 'TODO_LABEL_NOT_FOUND')),
  },
} as const;

import { describe, expect, it } from 'vitest';
import { type Todo, TodoResponse, TodosResponse } from '#openapi/demo/todo.ts';
import { expectContract, expectInvalidField } from '../../stub/test-support/stub.ts';
import { demoClient, notFound } from '../demo-test-client.ts';

const todosOf = async (call: ReturnType<typeof demoClient>['call']) =>
  (await call('GET', '/todo-app/todos')).json.body as Todo[];

describe('the to-do app', () => {
  it('lists 11 to-dos, one of them already deleted, and 4 labels', async () => {
    const { call } = demoClient();
    const { status, json } = await call('GET', '/todo-app/todos');
    expect(status).toBe(200);
    expectContract(TodosResponse, json);
    const todos = json.body as Todo[];
    expect(todos).toHaveLength(11);
    expect(todos.filter((todo) => todo.deleted).map((todo) => todo.title)).toEqual([
      'Order welcome kits for new joiners',
    ]);
    expect(todos[0]).toMatchObject({ id: 1, dueDate: '2025-01-16T00:00:00.000Z', labels: [1, 3] });
    const labels = (await call('GET', '/todo-app/labels')).json.body;
    expect(labels.map((label: { title: string }) => label.title)).toEqual([
      'Campus drive',
      'Offers',
      'Urgent',
      'Paperwork',
    ]);
  });

  it('adds a to-do with defaults and the next id', async () => {
    const { call } = demoClient();
    const { json } = await call('POST', '/todo-app/create-todo', {
      title: 'Print test papers',
      labels: [2],
    });
    expectContract(TodoResponse, json);
    expect(json.body).toEqual({
      id: 12,
      title: 'Print test papers',
      notes: '',
      dueDate: null,
      completed: false,
      starred: false,
      important: false,
      deleted: false,
      labels: [2],
    });
    expect(await todosOf(call)).toHaveLength(12);
  });

  it('completes, stars, marks important and relabels a to-do', async () => {
    const { call } = demoClient();
    const changes = { id: 4, completed: true, starred: true, important: true, labels: [3, 4] };
    const { json } = await call('POST', '/todo-app/update-todo', changes);
    expect(json.body).toMatchObject(changes);
    expect((await todosOf(call))[3]).toMatchObject(changes);
  });

  it('removes softly: the to-do stays, marked deleted, and restore brings it back', async () => {
    const { call } = demoClient();
    const { status, json } = await call('POST', '/todo-app/remove-todo', { id: 2 });
    expect(status).toBe(200);
    expect(json.body).toMatchObject({
      id: 2,
      title: 'Book interview rooms for Thursday',
      deleted: true,
    });
    const todos = await todosOf(call);
    expect(todos).toHaveLength(11);
    expect(todos.find((todo) => todo.id === 2)?.deleted).toBe(true);
    await call('POST', '/todo-app/restore-todo', { id: 2 });
    expect((await todosOf(call)).find((todo) => todo.id === 2)?.deleted).toBe(false);
  });

  it('answers 404 TODO_NOT_FOUND for an unknown to-do', async () => {
    const { call } = demoClient();
    for (const path of [
      '/todo-app/update-todo',
      '/todo-app/remove-todo',
      '/todo-app/restore-todo',
    ]) {
      expect(await call('POST', path, { id: 99 }), path).toEqual(
        notFound('TODO_NOT_FOUND', 'To-do not found'),
      );
    }
  });

  it('answers 400 naming the field for bad input', async () => {
    const { call } = demoClient();
    expectInvalidField(await call('POST', '/todo-app/create-todo', { title: '' }), '/title');
    expectInvalidField(await call('POST', '/todo-app/create-todo', {}), '/title');
    expectInvalidField(await call('POST', '/todo-app/update-todo', { id: 'one' }), '/id');
    expectInvalidField(
      await call('POST', '/todo-app/update-todo', { id: 1, completed: 'yes' }),
      '/completed',
    );
    expectInvalidField(
      await call('POST', '/todo-app/create-todo', { title: 'x', labels: [9] }),
      '/labels',
    );
    expectInvalidField(
      await call('POST', '/todo-app/create-label', { title: 'x', color: 'pink' }),
      '/color',
    );
  });

  it('adds, renames and deletes labels; a deleted label leaves every to-do', async () => {
    const { call } = demoClient();
    const added = await call('POST', '/todo-app/create-label', {
      title: 'Travel',
      color: 'orange',
    });
    expect(added.json.body).toEqual({ id: 5, title: 'Travel', color: 'orange' });
    const renamed = await call('POST', '/todo-app/update-label', { id: 5, title: 'Trips' });
    expect(renamed.json.body).toEqual({ id: 5, title: 'Trips', color: 'orange' });
    expect((await call('POST', '/todo-app/remove-label', { id: 1 })).json.body).toEqual({ id: 1 });
    const todos = await todosOf(call);
    expect(todos.some((todo) => todo.labels.includes(1))).toBe(false);
    expect(todos[0]?.labels).toEqual([3]);
    expect(await call('POST', '/todo-app/remove-label', { id: 1 })).toEqual(
      notFound('TODO_LABEL_NOT_FOUND', 'Label not found'),
    );
  });

  it('puts the seed back on POST /api/__stub/reset', async () => {
    const { call, reset } = demoClient();
    await call('POST', '/todo-app/remove-todo', { id: 1 });
    await call('POST', '/todo-app/create-todo', { title: 'Extra' });
    await reset();
    const todos = await todosOf(call);
    expect(todos).toHaveLength(11);
    expect(todos[0]?.deleted).toBe(false);
  });
});

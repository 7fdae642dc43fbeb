import { describe, expect, it } from 'vitest';
import { type DemoNote, DemoNotesResponse } from '#openapi/demo/notes-app.ts';
import { expectContract, expectInvalidField, start } from '../../stub/test-support/stub.ts';
import { demoClient, notFound } from '../demo-test-client.ts';

const notesOf = async (call: ReturnType<typeof demoClient>['call']) =>
  (await call('GET', '/notes-app/notes')).json.body as DemoNote[];

describe('the notes app (/api/notes-app)', () => {
  it('lists 7 notes, newest change first, and 3 labels', async () => {
    const { call } = demoClient();
    const { json } = await call('GET', '/notes-app/notes');
    expectContract(DemoNotesResponse, json);
    expect(json.body.map((note: DemoNote) => note.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(json.body[0].updatedAt).toBe(new Date(start - 3 * 3_600_000).toISOString());
    expect((await call('GET', '/notes-app/labels')).json.body).toHaveLength(3);
  });

  it('adds a note on top, changes it, and deletes it for good', async () => {
    const { call } = demoClient();
    const added = await call('POST', '/notes-app/create-note', { title: 'Room 4', labels: [2] });
    expect(added.json.body).toEqual({
      id: 8,
      title: 'Room 4',
      content: '',
      labels: [2],
      archived: false,
      updatedAt: new Date(start).toISOString(),
    });
    expect((await notesOf(call))[0]?.id).toBe(8);
    const archived = await call('POST', '/notes-app/update-note', {
      id: 8,
      archived: true,
      labels: [],
    });
    expect(archived.json.body).toMatchObject({ archived: true, labels: [] });
    expect((await call('POST', '/notes-app/remove-note', { id: 8 })).json.body).toEqual({ id: 8 });
    expect(await notesOf(call)).toHaveLength(7);
    expect(await call('POST', '/notes-app/remove-note', { id: 8 })).toEqual(
      notFound('NOTE_NOT_FOUND', 'Note not found'),
    );
  });

  it('adds and deletes labels; a deleted label leaves every note', async () => {
    const { call } = demoClient();
    expect(
      (await call('POST', '/notes-app/create-label', { title: 'Travel', color: 'green' })).json
        .body,
    ).toEqual({
      id: 4,
      title: 'Travel',
      color: 'green',
    });
    await call('POST', '/notes-app/remove-label', { id: 1 });
    expect((await notesOf(call)).some((note) => note.labels.includes(1))).toBe(false);
    expect(await call('POST', '/notes-app/update-label', { id: 1, title: 'x' })).toEqual(
      notFound('NOTE_LABEL_NOT_FOUND', 'Label not found'),
    );
  });

  it('answers 400 naming the field for bad input', async () => {
    const { call } = demoClient();
    expectInvalidField(await call('POST', '/notes-app/create-note', { title: '' }), '/title');
    expectInvalidField(
      await call('POST', '/notes-app/update-note', { id: 1, labels: [42] }),
      '/labels',
    );
    expectInvalidField(await call('POST', '/notes-app/remove-note', {}), '/id');
  });

  it('does not touch the product notes, and reset puts the sample notes back', async () => {
    const { call, reset } = demoClient();
    await call('POST', '/notes-app/remove-note', { id: 1 });
    await reset();
    expect(await notesOf(call)).toHaveLength(7);
  });
});

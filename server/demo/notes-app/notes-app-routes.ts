import { Hono } from 'hono';
import type { DemoNote } from '#openapi/demo/notes-app.ts';
import type { DemoLabel } from '#openapi/demo/todo.ts';
import { NotesAppOps } from '#openapi/operations/demo/notes-app.ts';
import { route } from '../../contract/route.ts';
import { addLabel, changeLabel, dropLabel, type LabelledStore, unknownLabels } from '../labels.ts';
import { nextId } from '../next-id.ts';

/** The notes app's state; `reset()` swaps in a fresh copy of the seed. */
export type NotesAppStore = { notes: DemoNote[]; labels: DemoLabel[] };

const unknownLabelsError = [{ field: '/labels', message: 'names a label that does not exist' }];

/** The notes app of the template (D18), apart from the product's quick-panel notes. */
export function createNotesAppRoutes(store: NotesAppStore, now: () => number) {
  const app = new Hono();
  const labelled: LabelledStore = {
    get labels() {
      return store.labels;
    },
    items: () => store.notes,
  };
  const stamp = () => new Date(now()).toISOString();

  route(app, NotesAppOps.demoNotes, () => ({
    message: 'Notes',
    body: [...store.notes].sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : -1)),
  }));

  route(app, NotesAppOps.createDemoNote, ({ body, invalid }) => {
    if (unknownLabels(labelled, body.labels).length > 0) return invalid(unknownLabelsError);
    const note: DemoNote = {
      id: nextId(store.notes),
      title: body.title,
      content: body.content ?? '',
      labels: body.labels ?? [],
      archived: false,
      updatedAt: stamp(),
    };
    store.notes.push(note);
    return { message: 'Note added', body: note };
  });

  route(app, NotesAppOps.updateDemoNote, ({ body: { id, ...changes }, refuse, invalid }) => {
    const note = store.notes.find((item) => item.id === id);
    if (!note) return refuse('NOTE_NOT_FOUND');
    if (unknownLabels(labelled, changes.labels).length > 0) return invalid(unknownLabelsError);
    Object.assign(note, changes, { updatedAt: stamp() });
    return { message: 'Note saved', body: note };
  });

  route(app, NotesAppOps.removeDemoNote, ({ body: { id }, refuse }) => {
    const index = store.notes.findIndex((item) => item.id === id);
    if (index === -1) return refuse('NOTE_NOT_FOUND');
    store.notes.splice(index, 1);
    return { message: 'Note deleted', body: { id } };
  });

  route(app, NotesAppOps.demoNoteLabels, () => ({ message: 'Labels', body: store.labels }));
  route(app, NotesAppOps.createDemoNoteLabel, ({ body }) => ({
    message: 'Label added',
    body: addLabel(labelled, body),
  }));
  route(app, NotesAppOps.updateDemoNoteLabel, ({ body, refuse }) => {
    const label = changeLabel(labelled, body);
    return label ? { message: 'Label saved', body: label } : refuse('NOTE_LABEL_NOT_FOUND');
  });
  route(app, NotesAppOps.removeDemoNoteLabel, ({ body: { id }, refuse }) =>
    dropLabel(labelled, id)
      ? { message: 'Label deleted', body: { id } }
      : refuse('NOTE_LABEL_NOT_FOUND'),
  );

  return app;
}

import { NotesOps } from '#openapi/operations/notes.ts';
import { isoAt, reply, type StubApp, type StubDeps } from '../context.ts';
import { validate } from '../validate.ts';

const op = NotesOps.createNotes;

/** POST /notes/v1/createNotes: stored for the caller (D16). */
export function registerCreateNotes(app: StubApp, deps: StubDeps) {
  app.post(op.path, validate('json', op.body), (c) => {
    const { title, content } = c.req.valid('json');
    const note = { id: deps.store.nextRecordID++, title, content, createdAt: isoAt(deps.now()) };
    deps.store.notes.push({ ...note, UserID: c.get('user').UserID });
    return reply(c, op.response, { status: true, message: 'Note created', body: note });
  });
}

import { NotesOps } from '#openapi/operations/notes.ts';
import { route } from '../../contract/route.ts';
import { isoAt, type StubApp, type StubDeps } from '../context.ts';

/** POST /notes/v1/createNotes: stored for the caller (D16). */
export function createNotes(app: StubApp, deps: StubDeps) {
  route(app, NotesOps.createNotes, ({ c, body: { title, content } }) => {
    const note = { id: deps.store.nextRecordID++, title, content, createdAt: isoAt(deps.now()) };
    deps.store.notes.push({ ...note, UserID: c.get('user').UserID });
    return { message: 'Note created', body: note };
  });
}

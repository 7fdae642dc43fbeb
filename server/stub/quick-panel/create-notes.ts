import { NotesOps } from '#openapi/operations/notes.ts';
import { route } from '../../contract/route.ts';
import { isoAt, type StubApp, type StubDeps } from '../context.ts';
import { keepNewest } from '../retention.ts';

/** POST /notes/v1/createNotes: stored for the caller (D16); the newest are kept. */
export function createNotes(app: StubApp, deps: StubDeps) {
  route(app, NotesOps.createNotes, ({ c, body: { title, content } }) => {
    const note = { id: deps.store.nextRecordID++, title, content, createdAt: isoAt(deps.now()) };
    deps.store.notes.push({ ...note, UserID: c.get('user').UserID });
    keepNewest(deps.store.notes, (kept) => kept.UserID, {
      perKey: deps.limits.notesPerUser,
      overall: deps.limits.notes,
    });
    return { message: 'Note created', body: note };
  });
}

import Type, { type Static } from 'typebox';
import { Envelope } from '../envelope.ts';
import { Id, Instant } from '../fields.ts';
import { DemoText, DemoTitle, SeededId } from './todo.ts';

// The notes app of the demo template (seed appendix, D18), under /api/notes-app/: sample notes,
// not the product's quick-panel notes (/notes/v1/createNotes). Labels share the to-do's shape.

export const DemoNote = Type.Object({
  id: Id,
  title: DemoTitle,
  content: DemoText,
  labels: Type.Array(Id, { description: 'Label ids' }),
  archived: Type.Boolean(),
  updatedAt: Instant,
});
export type DemoNote = Static<typeof DemoNote>;

export const DemoNotesResponse = Envelope(
  Type.Array(DemoNote, { description: 'Newest change first' }),
);
export type DemoNotesResponse = Static<typeof DemoNotesResponse>;
export const DemoNoteResponse = Envelope(DemoNote);
export type DemoNoteResponse = Static<typeof DemoNoteResponse>;

export const CreateDemoNoteRequest = Type.Object({
  title: DemoTitle,
  content: Type.Optional(DemoText),
  labels: Type.Optional(Type.Array(Id, { examples: [[1]] })),
});
export type CreateDemoNoteRequest = Static<typeof CreateDemoNoteRequest>;

export const UpdateDemoNoteRequest = Type.Object({
  id: SeededId(1),
  title: Type.Optional(DemoTitle),
  content: Type.Optional(DemoText),
  labels: Type.Optional(Type.Array(Id, { examples: [[1, 2]] })),
  archived: Type.Optional(Type.Boolean()),
});
export type UpdateDemoNoteRequest = Static<typeof UpdateDemoNoteRequest>;

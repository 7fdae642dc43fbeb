import Type, { type Static } from 'typebox';
import { Envelope } from './envelope.ts';
import { noteContentMaxLength, titleMaxLength } from './field-rules.ts';
import { Id, Instant, MultiLine, SingleLine } from './fields.ts';

/** The quick panel's add-note action (D16). */
export const CreateNotesRequest = Type.Object({
  title: SingleLine({ minLength: 1, maxLength: titleMaxLength }),
  content: MultiLine({ maxLength: noteContentMaxLength }),
});
export type CreateNotesRequest = Static<typeof CreateNotesRequest>;

export const Note = Type.Object({
  id: Id,
  title: Type.String(),
  content: Type.String(),
  createdAt: Instant,
});
export type Note = Static<typeof Note>;

export const CreateNotesResponse = Envelope(Note);
export type CreateNotesResponse = Static<typeof CreateNotesResponse>;

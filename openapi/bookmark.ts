import Type, { type Static } from 'typebox';
import { Envelope } from './envelope.ts';
import { titleMaxLength, urlMaxLength } from './field-rules.ts';
import { Id, Instant, SingleLine } from './fields.ts';

/** The quick panel's add-bookmark action: the current page (D16). */
export const CreateBookmarkRequest = Type.Object({
  title: SingleLine({ minLength: 1, maxLength: titleMaxLength }),
  url: Type.String({ minLength: 1, maxLength: urlMaxLength }),
});
export type CreateBookmarkRequest = Static<typeof CreateBookmarkRequest>;

export const Bookmark = Type.Object({
  id: Id,
  title: Type.String(),
  url: Type.String(),
  createdAt: Instant,
});
export type Bookmark = Static<typeof Bookmark>;

export const CreateBookmarkResponse = Envelope(Bookmark);
export type CreateBookmarkResponse = Static<typeof CreateBookmarkResponse>;

import Type, { type Static } from 'typebox';
import { Envelope } from '../envelope.ts';
import { Id, Instant } from '../fields.ts';
import { typedText } from './demo-fields.ts';

// The demo template's bookmarks app (seed appendix, D18, issue 31), apart from the product's own
// createBookmark (D16). Sample data, in English (D17).

export const DemoBookmarkLabel = Type.Union([
  Type.Literal('work'),
  Type.Literal('reading'),
  Type.Literal('tools'),
]);
export type DemoBookmarkLabel = Static<typeof DemoBookmarkLabel>;

export const DemoBookmarkFields = Type.Object({
  title: typedText(120),
  url: Type.String({
    maxLength: 2000,
    pattern: '^(/|https?://)',
    errorMessage: 'must start with / or http:// or https://',
  }),
  labels: Type.Array(DemoBookmarkLabel, { uniqueItems: true, maxItems: 3 }),
});
export type DemoBookmarkFields = Static<typeof DemoBookmarkFields>;

export const DemoBookmark = Type.Object({
  id: Id,
  ...DemoBookmarkFields.properties,
  createdAt: Instant,
});
export type DemoBookmark = Static<typeof DemoBookmark>;

export const DemoBookmarksQuery = Type.Object({ label: Type.Optional(DemoBookmarkLabel) });
export type DemoBookmarksQuery = Static<typeof DemoBookmarksQuery>;

export const DemoBookmarksResponse = Envelope(
  Type.Array(DemoBookmark, { description: 'Newest first' }),
);
export type DemoBookmarksResponse = Static<typeof DemoBookmarksResponse>;

export const UpdateDemoBookmarkRequest = Type.Object({ id: Id, ...DemoBookmarkFields.properties });
export type UpdateDemoBookmarkRequest = Static<typeof UpdateDemoBookmarkRequest>;

export const DemoBookmarkResponse = Envelope(DemoBookmark);
export type DemoBookmarkResponse = Static<typeof DemoBookmarkResponse>;

export const RemoveDemoBookmarkRequest = Type.Object({ id: Id });
export type RemoveDemoBookmarkRequest = Static<typeof RemoveDemoBookmarkRequest>;

export const RemoveDemoBookmarkResponse = Envelope(Type.Object({ id: Id }));
export type RemoveDemoBookmarkResponse = Static<typeof RemoveDemoBookmarkResponse>;

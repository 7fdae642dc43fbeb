import Type, { type Static } from 'typebox';
import { Envelope } from '../envelope.ts';
import { Id } from '../fields.ts';
import { typedText } from './demo-fields.ts';

// The demo template's search page (seed appendix, D18, issue 31): one query over the demo apps' data.

export const SearchResultKind = Type.Union([
  Type.Literal('contact'),
  Type.Literal('course'),
  Type.Literal('chat'),
  Type.Literal('bookmark'),
]);
export type SearchResultKind = Static<typeof SearchResultKind>;

export const SearchResult = Type.Object({
  kind: SearchResultKind,
  id: Id,
  title: Type.String(),
  excerpt: Type.String(),
  url: Type.String({ description: 'Where the SPA shows it' }),
});
export type SearchResult = Static<typeof SearchResult>;

export const SearchQuery = Type.Object({ q: typedText(100, ['aptitude']) });
export type SearchQuery = Static<typeof SearchQuery>;

export const SearchResponse = Envelope(
  Type.Object({ query: Type.String(), results: Type.Array(SearchResult) }),
);
export type SearchResponse = Static<typeof SearchResponse>;

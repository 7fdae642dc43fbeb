import Type, { type Static } from 'typebox';
import { Envelope } from '../envelope.ts';
import { Id, Instant } from '../fields.ts';

// The file manager of the demo template (seed appendix, D18). Field names are the appendix's,
// `extention` spelled as it spells it. Sample data in English (D17).

export const FileType = Type.Union([
  Type.Literal('folder'),
  Type.Literal('document'),
  Type.Literal('spreadsheet'),
  Type.Literal('pdf'),
  Type.Literal('image'),
  Type.Literal('archive'),
]);
export type FileType = Static<typeof FileType>;

export const DemoFile = Type.Object({
  id: Id,
  name: Type.String(),
  type: FileType,
  owner: Type.String(),
  size: Type.Integer({ minimum: 0, description: 'Bytes; a folder is the sum of its files' }),
  modified: Instant,
  opened: Instant,
  created: Instant,
  extention: Type.String({ description: "Without the dot; '' for a folder (appendix spelling)" }),
  location: Type.String({ description: 'The folder path it sits in' }),
  offline: Type.Boolean({ description: 'Kept available offline' }),
  preview: Type.String({ description: 'A short text preview of the contents' }),
});
export type DemoFile = Static<typeof DemoFile>;

export const FilesResponse = Envelope(Type.Array(DemoFile));
export type FilesResponse = Static<typeof FilesResponse>;

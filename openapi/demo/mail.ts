import Type, { type Static } from 'typebox';
import { Envelope } from '../envelope.ts';
import { Email, Id, Instant } from '../fields.ts';

// The mail app of the demo template (seed appendix, D18): answered by server/demo/ when the demo
// stubs are on. Its contents are sample data and stay in English (D17).

/** The five folders of the mail app, by handle. */
export const MailFolderHandle = Type.Union([
  Type.Literal('inbox'),
  Type.Literal('sent'),
  Type.Literal('drafts'),
  Type.Literal('spam'),
  Type.Literal('trash'),
]);
export type MailFolderHandle = Static<typeof MailFolderHandle>;

export const MailFolder = Type.Object({
  id: Id,
  handle: MailFolderHandle,
  title: Type.String(),
  unreadCount: Type.Integer({ minimum: 0, description: 'Unread mails in the folder' }),
});
export type MailFolder = Static<typeof MailFolder>;

export const MailFoldersResponse = Envelope(Type.Array(MailFolder));
export type MailFoldersResponse = Static<typeof MailFoldersResponse>;

/** A sender or recipient. */
export const MailContact = Type.Object({ name: Type.String(), email: Email });
export type MailContact = Static<typeof MailContact>;

/** A mail as the list shows it. */
export const MailSummary = Type.Object({
  id: Id,
  folder: MailFolderHandle,
  from: MailContact,
  subject: Type.String(),
  excerpt: Type.String({ description: 'The start of the text, on one line' }),
  date: Instant,
  read: Type.Boolean(),
  starred: Type.Boolean(),
  hasAttachments: Type.Boolean(),
});
export type MailSummary = Static<typeof MailSummary>;

export const MailListQuery = Type.Object({ folder: MailFolderHandle });
export type MailListQuery = Static<typeof MailListQuery>;

export const MailListResponse = Envelope(Type.Array(MailSummary, { description: 'Newest first' }));
export type MailListResponse = Static<typeof MailListResponse>;

export const MailAttachment = Type.Object({
  name: Type.String(),
  size: Type.Integer({ minimum: 0, description: 'Bytes' }),
});
export type MailAttachment = Static<typeof MailAttachment>;

/** One mail in full, for the reading pane. */
export const Mail = Type.Object({
  ...MailSummary.properties,
  to: Type.Array(MailContact),
  cc: Type.Array(MailContact),
  text: Type.String({ description: 'Plain text; paragraphs separated by blank lines' }),
  attachments: Type.Array(MailAttachment),
});
export type Mail = Static<typeof Mail>;

export const MailQuery = Type.Object({ id: Id });
export type MailQuery = Static<typeof MailQuery>;

export const MailResponse = Envelope(Mail);
export type MailResponse = Static<typeof MailResponse>;

export const RemoveMailRequest = Type.Object({ id: Id });
export type RemoveMailRequest = Static<typeof RemoveMailRequest>;

export const RemoveMailResponse = Envelope(Type.Object({ id: Id }));
export type RemoveMailResponse = Static<typeof RemoveMailResponse>;

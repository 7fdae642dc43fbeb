import { Hono } from 'hono';
import type { Mail, MailFolder, MailFolderHandle, MailSummary } from '#openapi/demo/mail.ts';
import { MailOps } from '#openapi/operations/demo/mail.ts';
import { route } from '../../contract/route.ts';
import type { StoredMail } from './mail-seed.ts';

/** The demo mailbox's state; `reset()` swaps in a fresh copy of the seed. */
export type Mailbox = { mails: StoredMail[] };

const folders: Omit<MailFolder, 'unreadCount'>[] = [
  { id: 1, handle: 'inbox', title: 'Inbox' },
  { id: 2, handle: 'sent', title: 'Sent' },
  { id: 3, handle: 'drafts', title: 'Drafts' },
  { id: 4, handle: 'spam', title: 'Spam' },
  { id: 5, handle: 'trash', title: 'Trash' },
];

const EXCERPT_LENGTH = 120;

/** The start of the text on one line, cut at a word with an ellipsis when longer. */
function excerptOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= EXCERPT_LENGTH) return line;
  const cut = line.slice(0, EXCERPT_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' ')).trimEnd()}…`;
}

function summaryOf(mail: StoredMail): MailSummary {
  return {
    id: mail.id,
    folder: mail.folder,
    from: mail.from,
    subject: mail.subject,
    excerpt: excerptOf(mail.text),
    date: mail.date,
    read: mail.read,
    starred: mail.starred,
    hasAttachments: mail.attachments.length > 0,
  };
}

const fullMail = (mail: StoredMail): Mail => ({ ...mail, ...summaryOf(mail) });

const unreadIn = (mailbox: Mailbox, handle: MailFolderHandle) =>
  mailbox.mails.filter((mail) => mail.folder === handle && !mail.read).length;

/** The mail app of the demo template: folders, a folder's mails, one mail, delete (D18). */
export function createMailRoutes(mailbox: Mailbox) {
  const app = new Hono();

  route(app, MailOps.mailFolders, () => ({
    message: 'Mail folders',
    body: folders.map((folder) => ({ ...folder, unreadCount: unreadIn(mailbox, folder.handle) })),
  }));

  route(app, MailOps.mailList, ({ query: { folder } }) => {
    const mails = mailbox.mails
      .filter((mail) => mail.folder === folder)
      .sort((a, b) => (a.date < b.date ? 1 : -1));
    return { message: 'Mails', body: mails.map(summaryOf) };
  });

  route(app, MailOps.mail, ({ query: { id }, refuse }) => {
    const mail = mailbox.mails.find((item) => item.id === id);
    if (!mail) return refuse('MAIL_NOT_FOUND');
    mail.read = true;
    return { message: 'Mail', body: fullMail(mail) };
  });

  route(app, MailOps.removeMail, ({ body: { id }, refuse }) => {
    const index = mailbox.mails.findIndex((item) => item.id === id);
    if (index === -1) return refuse('MAIL_NOT_FOUND');
    mailbox.mails.splice(index, 1);
    return { message: 'Mail deleted', body: { id } };
  });

  return app;
}

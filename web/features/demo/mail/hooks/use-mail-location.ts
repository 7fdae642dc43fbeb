import { useSearchParams } from 'react-router';
import type { MailFolderHandle } from '#openapi/demo/mail.ts';
import { paths } from '../../../../shared/routing/paths.ts';

const mailFolderHandles: readonly MailFolderHandle[] = ['inbox', 'sent', 'drafts', 'spam', 'trash'];

const isFolder = (value: string | null): value is MailFolderHandle =>
  mailFolderHandles.includes(value as MailFolderHandle);

/** A link to a folder's list, or to one of its mails. */
export function mailLink(folder: MailFolderHandle, mailId?: number): string {
  const search = new URLSearchParams({ folder });
  if (mailId !== undefined) search.set('mail', String(mailId));
  return `${paths.mail}?${search}`;
}

/**
 * Which folder and which mail are open: the URL holds both (`?folder=sent&mail=9`), so a reload,
 * a shared link and the browser's back button all keep the place. Anything unknown means the inbox
 * with no mail open.
 */
export function useMailLocation(): MailLocation {
  const [search] = useSearchParams();
  return mailLocationOf(search);
}

type MailLocation = { folder: MailFolderHandle; mailId: number | null };

/** The folder and the mail an address's query opens (useMailLocation; the page's early requests). */
export function mailLocationOf(search: URLSearchParams): MailLocation {
  const folder = search.get('folder');
  const mail = Number(search.get('mail'));
  return {
    folder: isFolder(folder) ? folder : 'inbox',
    mailId: Number.isSafeInteger(mail) && mail > 0 ? mail : null,
  };
}

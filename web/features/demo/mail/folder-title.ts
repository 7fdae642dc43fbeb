import type { TFunction } from 'i18next';
import type { MailFolderHandle } from '#openapi/demo/mail.ts';

/** A folder's name in the UI language; the server's English title is sample data. */
export function folderTitle(handle: MailFolderHandle, t: TFunction): string {
  const titles: Record<MailFolderHandle, string> = {
    inbox: t('mail.folders.inbox'),
    sent: t('mail.folders.sent'),
    drafts: t('mail.folders.drafts'),
    spam: t('mail.folders.spam'),
    trash: t('mail.folders.trash'),
  };
  return titles[handle];
}

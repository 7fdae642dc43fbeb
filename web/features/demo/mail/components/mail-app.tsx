import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../../shared/routing/page-handle.ts';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title.ts';
import { useMailLocation } from '../hooks/use-mail-location.ts';
import { MailFolderList } from './mail-folder-list.tsx';
import { MailFoldersDrawer } from './mail-folders-drawer.tsx';
import { MailList } from './mail-list.tsx';
import { MailReader } from './mail-reader.tsx';
import './mail-app.css';

/**
 * The demo template's mail app (D6, D18): folders, the folder's mails and the open mail side by
 * side; narrower, the folders move into a drawer; on a phone the list and the mail take turns.
 */
export function MailApp() {
  const { t } = useTranslation();
  const { folder, mailId } = useMailLocation();
  // The registry's title for /apps/mail (pages.ts), as every other page's frame reads it.
  const title = usePageTitle();
  useDocumentTitle(title);
  return (
    <div className="mail-app" data-open={mailId === null ? 'list' : 'mail'}>
      <h1 className="visually-hidden">{title}</h1>
      <div className="mail-panes">
        <aside className="mail-folders-pane">
          <MailFolderList />
        </aside>
        <section className="mail-list-pane" aria-label={t('mail.list.label')}>
          <MailList folder={folder} selectedId={mailId} />
        </section>
        <section className="mail-reader-pane" aria-label={t('mail.reader.label')}>
          <MailReader folder={folder} mailId={mailId} />
        </section>
      </div>
      <MailFoldersDrawer />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../../shared/api/error-message.ts';
import { LoadingNote } from '../../../../shared/ui/loading-note.tsx';
import { useMailFolders } from '../api/get-mail-folders.ts';
import { folderTitle } from '../folder-title.ts';
import { mailLink, useMailLocation } from '../hooks/use-mail-location.ts';
import { FolderIcon } from './folder-icon.tsx';

/** The five folders with their unread counts; `onPick` runs after one is chosen (closes a drawer). */
export function MailFolderList({ onPick }: { onPick?: () => void }) {
  const { t } = useTranslation();
  const { folder: current } = useMailLocation();
  const { data, error, isPending } = useMailFolders();

  if (isPending) return <LoadingNote className="mail-note" />;
  if (error) {
    return (
      <p className="mail-note" role="alert">
        {t('mail.folders.loadFailed')} {errorMessage(error, t)}
      </p>
    );
  }
  return (
    <nav aria-label={t('mail.folders.label')}>
      <ul className="mail-folder-list">
        {data.body.map((folder) => (
          <li key={folder.id}>
            <Link
              to={mailLink(folder.handle)}
              className="mail-folder-link"
              aria-current={folder.handle === current ? 'page' : undefined}
              onClick={onPick}
            >
              <FolderIcon handle={folder.handle} />
              <span className="mail-folder-title">{folderTitle(folder.handle, t)}</span>
              {folder.unreadCount > 0 && (
                <span className="mail-folder-unread">
                  <span aria-hidden>{folder.unreadCount}</span>
                  <span className="visually-hidden">
                    {t('mail.folders.unread', { count: folder.unreadCount })}
                  </span>
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

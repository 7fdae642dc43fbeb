import MenuOutlined from '@ant-design/icons/MenuOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailFolderHandle } from '#openapi/demo/mail.ts';
import { errorMessage } from '../../../../shared/api/error-message.ts';
import { AppButton } from '../../../../shared/ui/app-button.tsx';
import { EmptyState } from '../../../../shared/ui/empty-state.tsx';
import { LoadingNote } from '../../../../shared/ui/loading-note.tsx';
import { useMails } from '../api/get-mails.ts';
import { folderTitle } from '../folder-title.ts';
import { openMailFolders } from '../mail-ui-state.ts';
import { MailFoldersDrawer } from './mail-folders-drawer.tsx';
import { MailListItem } from './mail-list-item.tsx';

/** The open folder's mails, newest first; the folder button shows only where folders are hidden. */
export function MailList({
  folder,
  selectedId,
}: {
  folder: MailFolderHandle;
  selectedId: number | null;
}) {
  const { t } = useTranslation();
  const { data, error, isPending } = useMails(folder);
  const title = folderTitle(folder, t);

  let content: ReactNode;
  if (isPending) content = <LoadingNote className="mail-note" />;
  else if (error) {
    content = (
      <p className="mail-note" role="alert">
        {t('mail.list.loadFailed')} {errorMessage(error, t)}
      </p>
    );
  } else if (data.body.length === 0) {
    content = <EmptyState className="mail-empty" description={t('mail.list.empty')} />;
  } else {
    content = (
      <ul className="mail-list" aria-label={title}>
        {data.body.map((mail) => (
          <li key={mail.id}>
            <MailListItem mail={mail} selected={mail.id === selectedId} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <header className="mail-pane-header">
        <AppButton
          className="mail-folders-button"
          variant="text"
          {...MailFoldersDrawer.prefetchOn}
          onClick={openMailFolders}
          aria-label={t('mail.folders.open')}
        >
          <MenuOutlined aria-hidden />
        </AppButton>
        <h2 className="mail-pane-title">{title}</h2>
      </header>
      {content}
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Drawer } from '../../../../shared/ui/antd.ts';
import { closeMailFolders, mailUi } from '../mail-ui-state.ts';
import { MailFolderList } from './mail-folder-list.tsx';

/** The folder list of narrow screens, sliding in from the left. */
export function MailFoldersDrawer() {
  const { t } = useTranslation();
  const { foldersOpen } = useSnapshot(mailUi);
  return (
    <Drawer
      open={foldersOpen}
      onClose={closeMailFolders}
      placement="left"
      size={260}
      title={t('mail.folders.label')}
      styles={{ body: { padding: 8 } }}
    >
      <MailFolderList onPick={closeMailFolders} />
    </Drawer>
  );
}

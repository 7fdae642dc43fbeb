import { useTranslation } from 'react-i18next';
import { Drawer } from '../../../../shared/ui/antd.ts';
import { MailFolderList } from './mail-folder-list.tsx';

/** The folders in antd's Drawer, from the left; picking one closes it. */
export function MailFoldersPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={260}
      title={t('mail.folders.label')}
      styles={{ body: { padding: 8 } }}
    >
      <MailFolderList onPick={onClose} />
    </Drawer>
  );
}

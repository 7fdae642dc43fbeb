import { useSnapshot } from 'valtio';
import { lazyWithAntd } from '../../../../shared/ui/lazy-with-antd.ts';
import { OnceOpened } from '../../../../shared/ui/once-opened.tsx';
import { closeMailFolders, mailUi } from '../mail-ui-state.ts';

// antd's Drawer comes when the folders are first opened (issue 29: the mail app draws no other
// antd); a pointer over the folders' button, or the focus on it, fetches it ahead.
const FoldersDrawer = lazyWithAntd(() =>
  Promise.all([
    import('./mail-folders-panel.tsx'),
    import('../../../../shared/ui/antd-root.tsx'),
  ]).then(([module, antdRoot]) => ({ Component: module.MailFoldersPanel, antdRoot })),
);

/** The folder list of narrow screens, sliding in from the left. */
export function MailFoldersDrawer() {
  const { foldersOpen } = useSnapshot(mailUi);
  return (
    <OnceOpened open={foldersOpen}>
      <FoldersDrawer open={foldersOpen} onClose={closeMailFolders} />
    </OnceOpened>
  );
}

MailFoldersDrawer.prefetchOn = FoldersDrawer.prefetchOn;

import FormOutlined from '@ant-design/icons/FormOutlined';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { state } from '../../../shared/session/session-store.ts';
import { Button, Drawer } from '../../../shared/ui/antd.ts';
import { openDialog, setQuickPanel } from '../../../shared/ui/ui-state.ts';
import type { Shortcut } from '../shortcuts.ts';
import { AddBookmarkButton } from './add-bookmark-button.tsx';
import { ADD_NOTE_DIALOG, AddNoteDialog } from './add-note-dialog.tsx';
import { ShortcutSearch } from './shortcut-search.tsx';
import './quick-panel.css';

/** The quick panel of seed §2: add a bookmark or a note, and jump to a page by name. */
export function QuickPanel({ shortcuts }: { shortcuts: readonly Shortcut[] }) {
  const { t } = useTranslation();
  const { ui } = useSnapshot(state);

  const addNote = () => {
    // One overlay at a time: the dialog takes over from the panel.
    setQuickPanel(false);
    openDialog(ADD_NOTE_DIALOG);
  };

  return (
    <>
      <Drawer
        title={t('quickPanel.title')}
        placement="right"
        size="min(360px, 100vw)"
        open={ui.quickPanel}
        onClose={() => setQuickPanel(false)}
        destroyOnHidden
        className="quick-panel"
      >
        <section className="quick-panel-section" aria-labelledby="quick-panel-add">
          <h2 className="quick-panel-heading" id="quick-panel-add">
            {t('quickPanel.quickAdd')}
          </h2>
          <div className="quick-panel-actions">
            <AddBookmarkButton />
            <Button icon={<FormOutlined aria-hidden />} onClick={addNote} block>
              {t('quickPanel.note.add')}
            </Button>
          </div>
        </section>
        <section className="quick-panel-section" aria-labelledby="quick-panel-shortcuts">
          <h2 className="quick-panel-heading" id="quick-panel-shortcuts">
            {t('quickPanel.shortcuts.heading')}
          </h2>
          <ShortcutSearch shortcuts={shortcuts} onPicked={() => setQuickPanel(false)} />
        </section>
      </Drawer>
      <AddNoteDialog />
    </>
  );
}

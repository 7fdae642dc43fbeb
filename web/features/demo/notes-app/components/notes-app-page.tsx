import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DemoNote } from '#openapi/demo/notes-app.ts';
import { AppButton } from '../../../../shared/ui/app-button.tsx';
import { EmptyState } from '../../../../shared/ui/empty-state.tsx';
import { lazyWithAntd } from '../../../../shared/ui/lazy-with-antd.ts';
import { Tag } from '../../../../shared/ui/tag.tsx';
import { DemoPage, QueryNote } from '../../shared/demo-page.tsx';
import { DemoSearch } from '../../shared/demo-search.tsx';
import { LabelEditor } from '../../shared/label-editor.tsx';
import { matchesSearch } from '../../shared/matches-search.ts';
import { useCreateDemoNoteLabel } from '../api/create-demo-note-label.ts';
import { useDemoNoteLabels } from '../api/get-demo-note-labels.ts';
import { useDemoNotes } from '../api/get-demo-notes.ts';
import { useRemoveDemoNoteLabel } from '../api/remove-demo-note-label.ts';
import { type View, viewOf } from '../notes-view.ts';
import './notes-app.css';

// The note's dialog, antd's Modal, comes when a note is first opened (issue 29: the page draws no
// other antd); a pointer over Add or a note's title, or the focus on it, fetches it ahead.
const NoteEditor = lazyWithAntd(() =>
  Promise.all([import('./note-editor.tsx'), import('../../../../shared/ui/antd-root.tsx')]).then(
    ([module, antdRoot]) => ({ Component: module.NoteEditor, antdRoot }),
  ),
);
const prefetchEditor = { onPointerEnter: NoteEditor.preload, onFocus: NoteEditor.preload };

/** /apps/notes: the template's notes app (D18): search, labels, archive, add, edit, delete. */
export function NotesAppPage() {
  const { t } = useTranslation();
  const notes = useDemoNotes();
  const labels = useDemoNoteLabels();
  const createLabel = useCreateDemoNoteLabel();
  const removeLabel = useRemoveDemoNoteLabel();
  const [view, setView] = useState<View>('notes');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Partial<DemoNote> | null>(null);
  const allLabels = labels.data?.body ?? [];
  const shown = (notes.data?.body ?? []).filter(
    (note) =>
      (view === 'archived' ? note.archived : !note.archived) &&
      (typeof view !== 'number' || note.labels.includes(view)) &&
      matchesSearch(search, note.title, note.content),
  );

  return (
    <DemoPage
      title={t('demoNotesApp.title')}
      actions={
        <AppButton variant="primary" onClick={() => setEditing({})} {...prefetchEditor}>
          <PlusOutlined aria-hidden />
          {t('demoNotesApp.add')}
        </AppButton>
      }
    >
      <div className="notes-filters">
        <DemoSearch
          label={t('demoNotesApp.search')}
          value={search}
          onChange={setSearch}
          className="notes-search"
        />
        <select
          className="text-input notes-view"
          aria-label={t('demoNotesApp.view')}
          value={view}
          onChange={(event) => setView(viewOf(event.target.value))}
        >
          <option value="notes">{t('demoNotesApp.views.notes')}</option>
          <option value="archived">{t('demoNotesApp.views.archived')}</option>
          {allLabels.map((label) => (
            <option key={label.id} value={label.id}>
              {label.title}
            </option>
          ))}
        </select>
      </div>
      <QueryNote isPending={notes.isPending} error={notes.error} />
      {notes.data && shown.length === 0 && <EmptyState description={t('demoNotesApp.empty')} />}
      <ul className="notes-grid">
        {shown.map((note) => (
          <li key={note.id} className="demo-panel note-card">
            <button
              type="button"
              className="demo-link-button note-title"
              onClick={() => setEditing(note)}
              {...prefetchEditor}
            >
              {note.title}
            </button>
            <p className="note-content">{note.content}</p>
            <div className="note-labels">
              {note.labels.map((id) => {
                const label = allLabels.find((item) => item.id === id);
                return label ? (
                  <Tag key={id} tone={label.color}>
                    {label.title}
                  </Tag>
                ) : null;
              })}
            </div>
          </li>
        ))}
      </ul>
      <LabelEditor
        labels={allLabels}
        onCreate={createLabel.mutateAsync}
        onRemove={(id) => {
          removeLabel.mutate(id);
          if (view === id) setView('notes');
        }}
      />
      <Suspense fallback={null}>
        {editing && (
          <NoteEditor note={editing} labels={allLabels} onClose={() => setEditing(null)} />
        )}
      </Suspense>
    </DemoPage>
  );
}

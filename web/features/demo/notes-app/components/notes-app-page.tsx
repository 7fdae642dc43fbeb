import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DemoNote } from '#openapi/demo/notes-app.ts';
import { Button, Empty, Select, Tag } from '../../../../shared/ui/antd.ts';
import { DemoPage, QueryNote } from '../../shared/demo-page.tsx';
import { DemoSearch } from '../../shared/demo-search.tsx';
import { LabelEditor } from '../../shared/label-editor.tsx';
import { matchesSearch } from '../../shared/matches-search.ts';
import { useCreateDemoNoteLabel } from '../api/create-demo-note-label.ts';
import { useDemoNoteLabels } from '../api/get-demo-note-labels.ts';
import { useDemoNotes } from '../api/get-demo-notes.ts';
import { useRemoveDemoNoteLabel } from '../api/remove-demo-note-label.ts';
import { NoteEditor } from './note-editor.tsx';
import './notes-app.css';

/** Notes, archived notes, or one label's notes. */
type View = 'notes' | 'archived' | number;

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
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({})}>
          {t('demoNotesApp.add')}
        </Button>
      }
    >
      <div className="notes-filters">
        <DemoSearch
          label={t('demoNotesApp.search')}
          value={search}
          onChange={setSearch}
          className="notes-search"
        />
        <Select<View>
          className="notes-view"
          aria-label={t('demoNotesApp.view')}
          value={view}
          onChange={setView}
          options={[
            { value: 'notes', label: t('demoNotesApp.views.notes') },
            { value: 'archived', label: t('demoNotesApp.views.archived') },
            ...allLabels.map((label) => ({ value: label.id, label: label.title })),
          ]}
        />
      </div>
      <QueryNote isPending={notes.isPending} error={notes.error} />
      {notes.data && shown.length === 0 && <Empty description={t('demoNotesApp.empty')} />}
      <ul className="notes-grid">
        {shown.map((note) => (
          <li key={note.id} className="demo-panel note-card">
            <Button type="link" className="note-title" onClick={() => setEditing(note)}>
              {note.title}
            </Button>
            <p className="note-content">{note.content}</p>
            <div>
              {note.labels.map((id) => {
                const label = allLabels.find((item) => item.id === id);
                return label ? (
                  <Tag key={id} color={label.color}>
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
      {editing && <NoteEditor note={editing} labels={allLabels} onClose={() => setEditing(null)} />}
    </DemoPage>
  );
}

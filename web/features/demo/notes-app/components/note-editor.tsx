import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DemoNote } from '#openapi/demo/notes-app.ts';
import type { DemoLabel } from '#openapi/demo/todo.ts';
import { Button, Input, Modal, Select, Switch, TextArea } from '../../../../shared/ui/antd.ts';
import { DemoField } from '../../shared/demo-field.tsx';
import { useCreateDemoNote } from '../api/create-demo-note.ts';
import { useRemoveDemoNote } from '../api/remove-demo-note.ts';
import { useUpdateDemoNote } from '../api/update-demo-note.ts';

/** The dialog that adds a note, or changes, archives, labels or deletes one. */
export function NoteEditor({
  note,
  labels,
  onClose,
}: {
  note: Partial<DemoNote>;
  labels: readonly DemoLabel[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateDemoNote();
  const update = useUpdateDemoNote();
  const remove = useRemoveDemoNote();
  const archivedId = useId();
  const [title, setTitle] = useState(note.title ?? '');
  const [content, setContent] = useState(note.content ?? '');
  const [chosen, setChosen] = useState<number[]>(note.labels ?? []);
  const [archived, setArchived] = useState(note.archived ?? false);

  const save = () => {
    const fields = { title: title.trim(), content, labels: chosen };
    if (note.id === undefined) create.mutate(fields, { onSuccess: onClose });
    else update.mutate({ id: note.id, ...fields, archived }, { onSuccess: onClose });
  };

  return (
    <Modal
      open
      title={t(note.id === undefined ? 'demoNotesApp.newNote' : 'demoNotesApp.editNote')}
      onCancel={onClose}
      footer={[
        note.id !== undefined && (
          <Button
            key="delete"
            danger
            onClick={() => remove.mutate(note.id as number, { onSuccess: onClose })}
          >
            {t('demoNotesApp.delete')}
          </Button>
        ),
        <Button key="cancel" onClick={onClose}>
          {t('demoNotesApp.cancel')}
        </Button>,
        <Button
          key="save"
          type="primary"
          disabled={!title.trim()}
          loading={create.isPending || update.isPending}
          onClick={save}
        >
          {t('demoNotesApp.save')}
        </Button>,
      ]}
    >
      <DemoField label={t('demoNotesApp.noteTitle')}>
        {(id) => (
          <Input id={id} value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
        )}
      </DemoField>
      <DemoField label={t('demoNotesApp.content')}>
        {(id) => (
          <TextArea id={id} rows={5} value={content} onChange={(e) => setContent(e.target.value)} />
        )}
      </DemoField>
      <DemoField label={t('demoNotesApp.labels')}>
        {(id) => (
          <Select
            id={id}
            mode="multiple"
            value={chosen}
            onChange={setChosen}
            options={labels.map((label) => ({ value: label.id, label: label.title }))}
          />
        )}
      </DemoField>
      {note.id !== undefined && (
        <div className="note-archived">
          <Switch id={archivedId} checked={archived} onChange={setArchived} />
          <label htmlFor={archivedId}>{t('demoNotesApp.archived')}</label>
        </div>
      )}
    </Modal>
  );
}

import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { noteContentMaxLength, titleMaxLength } from '#openapi/field-rules.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { state } from '../../../shared/session/session-store.ts';
import { Button, Input, Modal, TextArea } from '../../../shared/ui/antd.ts';
import { FormErrorSummary } from '../../../shared/ui/form-error-summary.tsx';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { closeDialog } from '../../../shared/ui/ui-state.ts';
import { useFormFields } from '../../../shared/ui/use-form-fields.ts';
import { useCreateNote } from '../api/create-note.ts';

/** The dialog's name in `state.ui.dialog`. */
export const ADD_NOTE_DIALOG = 'addNote';

const required = (messageKey: string) => (value: string) =>
  value.trim() === '' ? messageKey : undefined;

/** The add-note dialog of the quick panel (D16); it closes only once the note is saved. */
export function AddNoteDialog() {
  const { t } = useTranslation();
  const { ui } = useSnapshot(state);
  return (
    <Modal
      title={t('quickPanel.note.dialogTitle')}
      open={ui.dialog === ADD_NOTE_DIALOG}
      onCancel={closeDialog}
      footer={null}
      destroyOnHidden
    >
      <AddNoteForm />
    </Modal>
  );
}

function AddNoteForm() {
  const { t } = useTranslation();
  const createNote = useCreateNote();
  const form = useFormFields(
    { title: '', content: '' },
    {
      title: required('quickPanel.note.title.required'),
      content: required('quickPanel.note.content.required'),
    },
  );

  const save = async ({ title, content }: { title: string; content: string }) => {
    try {
      await createNote.mutateAsync({ title: title.trim(), content });
      toast.success(t('quickPanel.note.added'));
      closeDialog();
    } catch (error) {
      toast.error(errorMessage(error, t));
    }
  };

  return (
    <form className="add-note-form" onSubmit={form.submit(save)} noValidate>
      <FormErrorSummary failure={form.failure} />
      <FormField label={t('quickPanel.note.title.label')} error={form.error('title')}>
        {(control) => (
          <Input {...control} {...form.text('title')} maxLength={titleMaxLength} autoFocus />
        )}
      </FormField>
      <FormField label={t('quickPanel.note.content.label')} error={form.error('content')}>
        {(control) => (
          <TextArea
            {...control}
            value={form.values.content}
            onChange={(event) => form.set('content', event.target.value)}
            // Fixed rows: autoSize measures with a style attribute, which the CSP blocks.
            rows={5}
            maxLength={noteContentMaxLength}
          />
        )}
      </FormField>
      <div className="add-note-actions">
        <Button onClick={closeDialog}>{t('quickPanel.note.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={createNote.isPending}>
          {t('quickPanel.note.save')}
        </Button>
      </div>
    </form>
  );
}
